/**
 * The GitHub Actions workflow of a GitHub Classroom assignment's template repository
 * (`.github/workflows/classroom.yml`, written by `warp-school classroom`; the same text
 * for `week-1` is examples/github-classroom.yml).
 *
 * It names the assignment once, in the workflow variable `WARP_SCHOOL_ASSIGNMENT` (the
 * organisation or repository variable of that name overrides it): the course's
 * `assignments/<name>.json` is graded. It checks out the student repository
 * (`submission/`) and the course repository (`warp-school/`, `vars.WARP_SCHOOL_REPO`,
 * with the token `secrets.WARP_SCHOOL_TOKEN` when the course repository is private),
 * grades `submission/solutions` with the secret seed `secrets.WARP_SCHOOL_SEED` once,
 * writing the text report, JUnit XML, a Markdown summary for the run's page and the lines
 * GitHub Classroom's autograding reporter reads (src/grader/batch/formats/classroom.ts),
 * and hands them to `classroom-resources/autograding-grading-reporter@v1`. The job's id is
 * `run-autograding-tests`, the check run that reporter looks for to post the points.
 */

/** The workflow text for assignment `name` (the file name of `assignments/<name>.json`). */
export function classroomWorkflow(name: string): string {
  return `# Warp School autograding for GitHub Classroom (written by \`warp-school classroom\`).
#
# Every push grades \`solutions/<exercise folder>.ts\` from source, with the course's own
# grader, and hands each exercise's points to GitHub Classroom.
#
# Set in the organisation (Settings > Secrets and variables > Actions), for the student
# repositories of this assignment:
#   - variable WARP_SCHOOL_REPO: the course repository, e.g. my-org/warp-school
#   - secret WARP_SCHOOL_TOKEN (only when that repository is private): a fine-grained
#     personal access token with read-only "Contents" permission on that repository alone
#   - secret WARP_SCHOOL_SEED: any text; the hidden random tests are drawn from it
#     (change it each term)
#   - variable WARP_SCHOOL_ASSIGNMENT (optional): another assignment than the one below
# A student who can edit this workflow can print the secrets, and the token reads the
# course repository, reference solutions included: keep the grade of record in a run you
# control (\`warp-school grade --assignment ... CLASS_DIR\`), and give the token access to
# the course repository only.
name: Autograding Tests
on:
  push:
  repository_dispatch:
  workflow_dispatch:
permissions:
  checks: write
  actions: read
  contents: read
env:
  # The assignment graded: assignments/<this>.json in the course repository.
  WARP_SCHOOL_ASSIGNMENT: \${{ vars.WARP_SCHOOL_ASSIGNMENT || '${name}' }}
jobs:
  run-autograding-tests:
    runs-on: ubuntu-latest
    if: github.actor != 'github-classroom[bot]'
    timeout-minutes: 20
    steps:
      - name: Check out the submission
        uses: actions/checkout@v4
        with:
          path: submission
      - name: Check out the course
        uses: actions/checkout@v4
        with:
          repository: \${{ vars.WARP_SCHOOL_REPO }}
          token: \${{ secrets.WARP_SCHOOL_TOKEN || github.token }}
          path: warp-school
      - name: Set up Node 20
        uses: actions/setup-node@v4
        with:
          node-version: 20
      - name: Install the course's dependencies
        working-directory: warp-school
        run: npm ci --ignore-scripts --no-audit --no-fund
      - name: Grade
        env:
          WARP_SCHOOL_SEED: \${{ secrets.WARP_SCHOOL_SEED }}
        run: |
          node warp-school/bin/warp-school.mjs grade --content warp-school/content \\
            --assignment "warp-school/assignments/$WARP_SCHOOL_ASSIGNMENT.json" submission/solutions \\
            --format text --out junit=grades.xml --out markdown=summary.md --out classroom=classroom.env > grades.txt
      - name: Show the grade
        if: always()
        run: |
          if [ -f summary.md ]; then cat summary.md >> "$GITHUB_STEP_SUMMARY"; fi
          if [ -f grades.txt ]; then cat grades.txt; fi
      - name: Hand the points to GitHub Classroom
        run: cat classroom.env >> "$GITHUB_ENV"
      - name: Autograding Reporter
        uses: classroom-resources/autograding-grading-reporter@v1
        with:
          runners: \${{ env.WARP_SCHOOL_RUNNERS }}
      - name: Keep the reports
        if: always()
        uses: actions/upload-artifact@v4
        with:
          name: warp-school-grades
          path: |
            grades.txt
            grades.xml
            summary.md
`;
}
