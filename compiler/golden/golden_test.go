package golden

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// compileTimeout bounds one `punch compile`; a hang is a failure, never a stuck test run.
const compileTimeout = 2 * time.Minute

var (
	buildOnce  sync.Once
	buildDir   string
	punchBin   string
	hasCompile bool
	buildErr   error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// buildPunch builds ./cmd/punch once into a temporary directory and finds out whether it has a
// compile command yet.
func buildPunch() (string, bool, error) {
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "punch-golden-")
		if buildErr != nil {
			return
		}
		goTool, err := exec.LookPath("go")
		if err != nil {
			buildErr = fmt.Errorf("the go command is not on PATH: %v", err)
			return
		}
		punchBin = filepath.Join(buildDir, "punch")
		cmd := exec.Command(goTool, "build", "-o", punchBin, "./cmd/punch")
		cmd.Dir = filepath.Join("..", "..") // the module root
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build ./cmd/punch failed: %v\n%s", err, out)
			return
		}
		out, _ := exec.Command(punchBin, "help").CombinedOutput()
		hasCompile = regexp.MustCompile(`(?m)^\s+compile\s`).Match(out)
	})
	return punchBin, hasCompile, buildErr
}

func loadSuite(t *testing.T) ([]*Case, map[string]string) {
	t.Helper()
	cases, err := LoadCases("cases")
	if err != nil {
		t.Fatal(err)
	}
	known, err := KnownFailures("KNOWN_FAILURES")
	if err != nil {
		t.Fatal(err)
	}
	return cases, known
}

// TestGolden compiles every case with `punch compile` and compares with what Puppet produced.
// A case listed in KNOWN_FAILURES must fail (it is reported with -v); a listed case that passes
// fails the test, so the list only shrinks.
func TestGolden(t *testing.T) {
	cases, known := loadSuite(t)
	bin, compileOK, err := buildPunch()
	if err != nil {
		t.Fatal(err)
	}
	if !compileOK {
		t.Logf("punch has no `compile` command yet: every golden case counts as failing (%d cases; %d listed in KNOWN_FAILURES)", len(cases), len(known))
	}
	for _, c := range cases {
		c := c
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			var problems []string
			if compileOK {
				problems = runCase(t, bin, c)
			} else {
				problems = []string{"punch has no compile command yet"}
			}
			reason, listed := known[c.Name]
			switch {
			case len(problems) == 0 && listed:
				t.Errorf("%s passes now: remove it from KNOWN_FAILURES (it was listed as: %s)", c.Name, reason)
			case len(problems) == 0:
			case listed:
				t.Logf("known failure (%s):\n  %s", reason, strings.Join(problems, "\n  "))
			default:
				t.Errorf("%s differs from Puppet 7.23 (not in KNOWN_FAILURES):\n  %s", c.Name, strings.Join(problems, "\n  "))
			}
		})
	}
}

// runCase lays out and compiles one case, and returns how the result differs from Puppet's.
func runCase(t *testing.T, bin string, c *Case) []string {
	l, err := LayOut(c.Dir, filepath.Join(t.TempDir(), "case"))
	if err != nil {
		return []string{"laying out the case: " + err.Error()}
	}
	args := []string{"compile", "--environmentpath", l.EnvironmentPath, "--environment", "production",
		"--node", c.Node, "--facts", c.Facts}
	if l.ENC != "" {
		args = append(args, "--node_terminus", "exec", "--external_nodes", l.ENC)
	}
	if l.HieraConfig != "" {
		args = append(args, "--hiera_config", l.HieraConfig)
	}
	ctx, cancel := context.WithTimeout(context.Background(), compileTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = l.Production
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	exitCode := 0
	var exitErr *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return []string{fmt.Sprintf("punch compile did not finish within %v", compileTimeout)}
	case errors.As(runErr, &exitErr):
		exitCode = exitErr.ExitCode()
	case runErr != nil:
		return []string{"running punch: " + runErr.Error()}
	}
	errText := StripPaths(stderr.String(), l)
	t.Logf("punch %s\n(exit status %d)", strings.Join(args, " "), exitCode)

	var problems []string
	if c.ExpectedError != "" {
		problems = CheckError(c, exitCode, errText)
	} else if exitCode != 0 {
		problems = append(problems, fmt.Sprintf("compile failed (exit status %d): %s", exitCode, firstLines(errText, 5)))
	} else {
		diffs, err := CompareCatalogs(c.ExpectedCatalog, stdout.Bytes(), c.CheckOrder)
		if err != nil {
			problems = append(problems, err.Error())
		}
		problems = append(problems, diffs...)
	}
	if c.HasLog {
		problems = append(problems, CompareLogs(c.ExpectedLog, errText)...)
	}
	return problems
}

func firstLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = append(lines[:n], "...")
	}
	return strings.Join(lines, "\n    ")
}

// TestKnownFailuresListed keeps KNOWN_FAILURES honest: every entry names an existing case.
func TestKnownFailuresListed(t *testing.T) {
	cases, known := loadSuite(t)
	names := map[string]bool{}
	for _, c := range cases {
		names[c.Name] = true
	}
	for _, n := range sortedNames(known) {
		if !names[n] {
			t.Errorf("KNOWN_FAILURES lists %s, which is not a case under cases/", n)
		}
	}
}

// TestLayoutMatchesMkenv checks that the harness lays every case out exactly as
// tools/mkenv.sh (used by the generator with Puppet) does.
func TestLayoutMatchesMkenv(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not available")
	}
	cases, _ := loadSuite(t)
	mkenv, err := filepath.Abs(filepath.Join("tools", "mkenv.sh"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		c := c
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			tmp := t.TempDir()
			goOut, shOut := filepath.Join(tmp, "go"), filepath.Join(tmp, "sh")
			l, err := LayOut(c.Dir, goOut)
			if err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command("bash", mkenv, c.Dir, shOut).CombinedOutput(); err != nil {
				t.Fatalf("mkenv.sh: %v\n%s", err, out)
			}
			g, s := treeOf(t, goOut, l.Root), treeOf(t, shOut, shOut)
			if strings.Join(g, "\n") != strings.Join(s, "\n") {
				t.Errorf("layouts differ\ngo:\n  %s\nmkenv.sh:\n  %s", strings.Join(g, "\n  "), strings.Join(s, "\n  "))
			}
		})
	}
}

// treeOf lists a directory tree as "path mode sha" lines, with the root path in contents
// replaced so that two layouts at different places compare equal.
func treeOf(t *testing.T, root, rootPath string) []string {
	t.Helper()
	var out []string
	err := filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if info.IsDir() {
			out = append(out, rel+"/")
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		b = bytes.ReplaceAll(b, []byte(rootPath), []byte("ROOT"))
		out = append(out, fmt.Sprintf("%s exec=%v sha256=%x", rel, info.Mode().Perm()&0o100 != 0, sha256.Sum256(b)))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(out)
	return out
}
