package golden

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/punch-dev/punch/cmd/punch/compilecmd"
	"github.com/punch-dev/punch/parser/diag"
)

// compileTimeout bounds one `punch compile`; a hang is a failure, never a stuck test run.
const compileTimeout = 2 * time.Minute

var (
	buildOnce sync.Once
	buildDir  string
	punchBin  string
	buildErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// buildPunch builds ./cmd/punch once into a temporary directory (TestCLIContract).
func buildPunch() (string, error) {
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
		}
	})
	return punchBin, buildErr
}

// compileFunc is `punch compile`: it runs with args in dir (the case's
// production environment, the oracle's working directory; inDir: the
// case's output depends on it, see workdirCases), writes what the command
// prints to stdout and stderr and returns its exit status; the error says
// why it could not run at all. failed, when not nil, is given the error a
// failing compile stops with (in-process only: the binary's is text), for
// its diagnostic code.
type compileFunc func(dir string, inDir bool, args []string, stdout, stderr io.Writer, failed func(error)) (int, error)

// workdirCases are the cases whose output depends on the compile's working
// directory: Puppet resolves their relative paths against its process's
// (the oracle ran in the case's production directory). inProcess runs
// them there, one at a time; TestWorkdirCasesNeedTheirDirectory keeps
// the list to the cases that need it.
var workdirCases = map[string]string{
	"hiera_eyaml_lookup":                           "hiera-eyaml's pkcs7 key paths are relative (File.read)",
	"err_hiera_eyaml_bad_ciphertext":               "hiera-eyaml's pkcs7 key paths are relative (File.read)",
	"site2_cdrobey_lb01":                           "hiera-eyaml's pkcs7 key paths are relative (File.read)",
	"site2_cdrobey_lb02_ubuntu":                    "hiera-eyaml's pkcs7 key paths are relative (File.read)",
	"err_site2_sweavers_selinux_default":           "the global Hiera 3 datadir is relative (Hiera 3 resolves it against the working directory)",
	"err_site2_sweavers_create_resources_relative": "the global Hiera 3 datadir is relative (Hiera 3 resolves it against the working directory)",
	"err_site3_abottchen_secure_data_pwd":          "a site function reads Dir.pwd + '/files/secure.json'",
	"forge17_hiera_eyaml_interpolation_merge":      "hiera-eyaml's pkcs7 key paths are relative (File.read)",
	"forge18_hiera_eyaml_block_values":             "hiera-eyaml's pkcs7 key paths are relative (File.read)",
}

// workdir is held (read) by the in-process compiles that run in the test's
// working directory, and (write) by one that changes it (inDir).
var workdir sync.RWMutex

// inProcess runs punch compile's own code (compilecmd.Run, what
// cmd/punch runs) in this process: the catalog, the messages and the
// error lines are the command's, without a process per case. Unless inDir,
// the working directory stays the test's (generate() runs in its
// command's directory, as in Puppet); TestCLIContract holds the binary,
// run in dir, to some of the same cases.
func inProcess(dir string, inDir bool, args []string, stdout, stderr io.Writer, failed func(error)) (int, error) {
	type result struct {
		code int
		out  []byte
		err  string
	}
	done := make(chan result, 1)
	go func() {
		if inDir {
			workdir.Lock()
			defer workdir.Unlock()
			back, err := os.Getwd()
			if err == nil {
				err = os.Chdir(dir)
			}
			if err != nil {
				done <- result{code: 1, err: "harness: " + err.Error()}
				return
			}
			defer os.Chdir(back)
		} else {
			workdir.RLock()
			defer workdir.RUnlock()
		}
		// Buffers of its own: a compile that does not finish in time is
		// left running and must not write into the caller's.
		var o, e bytes.Buffer
		code := compilecmd.Run(args, &o, &e, compilecmd.Hooks{Failed: failed})
		done <- result{code, o.Bytes(), e.String()}
	}()
	select {
	case r := <-done:
		stdout.Write(r.out)
		io.WriteString(stderr, r.err)
		return r.code, nil
	case <-time.After(compileTimeout):
		return 0, fmt.Errorf("punch compile did not finish within %v", compileTimeout)
	}
}

// binary runs the punch binary at bin, in dir.
func binary(bin string) compileFunc {
	return func(dir string, _ bool, args []string, stdout, stderr io.Writer, _ func(error)) (int, error) {
		ctx, cancel := context.WithTimeout(context.Background(), compileTimeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, bin, append([]string{"compile"}, args...)...)
		cmd.Dir = dir
		cmd.Stdout, cmd.Stderr = stdout, stderr
		err := cmd.Run()
		var exitErr *exec.ExitError
		switch {
		case ctx.Err() != nil:
			return 0, fmt.Errorf("punch compile did not finish within %v", compileTimeout)
		case errors.As(err, &exitErr):
			return exitErr.ExitCode(), nil
		case err != nil:
			return 0, fmt.Errorf("running punch: %v", err)
		}
		return 0, nil
	}
}

// suiteCompiler is what the suite compiles with: punch compile in-process,
// or the compiler PUNCH_GOLDEN_BIN names (then KNOWN_FAILURES does not
// apply).
func suiteCompiler() (compileFunc, bool) {
	if punchOverride != "" {
		return binary(punchOverride), true
	}
	return inProcess, false
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

var (
	recordKnown = flag.Bool("golden.record-known", false,
		"rewrite KNOWN_FAILURES from this run: drop cases that pass, add failing cases that are not listed "+
			"(with their first difference as the reason). Only for seeding new cases; review the diff: never hide a regression with it")
	punchOverride = os.Getenv("PUNCH_GOLDEN_BIN")
)

// result is the outcome of one case, for the summary and -golden.record-known.
type result struct {
	name     string
	problems []string
}

// TestGolden compiles every case with `punch compile` (in-process: compilecmd.Run) and compares
// with what Puppet produced. The compiles run in a child process of the test binary
// (runIsolated): a Go fatal error in one case fails that case, not the whole run.
// A case listed in KNOWN_FAILURES must fail (it is reported with -v); a listed case that passes
// fails the test, so the list only shrinks.
//
// PUNCH_GOLDEN_BIN=/path/to/a/compiler replaces the freshly built punch (for instance with
// tools/puppet_as_punch.sh, to check the suite against Puppet itself); KNOWN_FAILURES is then
// ignored and every case must pass.
func TestGolden(t *testing.T) {
	cases, known := loadSuite(t)
	compile, override := suiteCompiler()
	if override {
		known = map[string]string{}
		t.Logf("compiling with PUNCH_GOLDEN_BIN=%s; KNOWN_FAILURES ignored", punchOverride)
	}
	if out := os.Getenv(childResultsEnv); out != "" {
		runGoldenChild(t, cases, compile, out)
		return
	}
	records, err := runIsolated(t)
	if err != nil {
		t.Fatal(err)
	}
	var results []result
	t.Cleanup(func() { summarize(t, cases, known, results) })
	for _, c := range cases {
		rec, ran := records[c.Name]
		if !ran {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			for _, l := range rec.Log {
				t.Log(l)
			}
			problems := rec.Problems
			results = append(results, result{c.Name, problems})
			reason, listed := known[c.Name]
			switch {
			case len(problems) == 0 && listed:
				if !*recordKnown {
					t.Errorf("%s passes now: remove it from KNOWN_FAILURES (it was listed as: %s)", c.Name, reason)
				}
			case len(problems) == 0:
			case listed:
				t.Logf("known failure (%s):\n  %s", reason, strings.Join(problems, "\n  "))
			default:
				if !*recordKnown {
					t.Errorf("%s differs from Puppet 7.23 (not in KNOWN_FAILURES):\n  %s", c.Name, strings.Join(problems, "\n  "))
				}
			}
		})
	}
}

// summarize prints the totals of a run and, with -golden.record-known, rewrites KNOWN_FAILURES.
func summarize(t *testing.T, cases []*Case, known map[string]string, results []result) {
	if len(results) == 0 {
		return
	}
	pass, knownFail, nowPassing, newFail := 0, 0, 0, 0
	failing := map[string]string{}
	for _, r := range results {
		_, listed := known[r.name]
		switch {
		case len(r.problems) == 0 && listed:
			nowPassing++
		case len(r.problems) == 0:
			pass++
		case listed:
			knownFail++
		default:
			newFail++
		}
		if len(r.problems) > 0 {
			failing[r.name] = shortReason(r.problems)
		}
	}
	t.Logf("golden: %d of %d cases run match Puppet 7.23; %d known failures; %d listed but passing; %d failing but not listed",
		pass+nowPassing, len(results), knownFail, nowPassing, newFail)
	if !*recordKnown || len(results) != len(cases) {
		if *recordKnown {
			t.Errorf("-golden.record-known needs the whole suite (do not combine it with -run filters on cases)")
		}
		return
	}
	var added []string
	out := map[string]string{}
	for name, reason := range failing {
		if old, ok := known[name]; ok {
			out[name] = old
		} else {
			out[name] = reason
			added = append(added, name+" "+reason)
		}
	}
	sort.Strings(added)
	var b strings.Builder
	b.WriteString(knownFailuresHeader)
	for _, name := range sortedNames(out) {
		fmt.Fprintf(&b, "%s %s\n", name, out[name])
	}
	if err := os.WriteFile("KNOWN_FAILURES", []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("KNOWN_FAILURES rewritten: %d entries (%d removed because they pass, %d added):\n  %s",
		len(out), nowPassing, len(added), strings.Join(added, "\n  "))
}

const knownFailuresHeader = `# Golden cases Punch does not pass yet: one per line, "case-name reason". The harness fails on any
# failing case missing here AND on any case listed here that passes, so this list only shrinks.
`

// shortReason turns a case's differences into a one-line reason for KNOWN_FAILURES.
func shortReason(problems []string) string {
	r := strings.Join(strings.Fields(problems[0]), " ")
	if len(r) > 150 {
		r = r[:150] + "..."
	}
	if len(problems) > 1 {
		r = fmt.Sprintf("%s (+%d more)", r, len(problems)-1)
	}
	return r
}

// oracleServer are the server facts the oracle gives its compiles
// (../shared/conformance/tools/oracle_compile.rb): punch compile is given
// the same.
var oracleServer = []string{"--servername", "puppet.example.com", "--serverip", "10.0.0.1"}

// compiled is what `punch compile` did with a case.
type compiled struct {
	args     []string
	stdout   []byte // the catalog, the case's paths replaced
	errText  string // stderr, the case's paths replaced
	exitCode int
	// failure is the error the compile failed with (in-process only).
	failure error
}

// compileCase lays out one case and compiles it with `punch compile` as the
// oracle compiled it; the error says why it could not run at all.
func compileCase(t *testing.T, compile compileFunc, c *Case) (*compiled, error) {
	// c.Dir is relative to the test's working directory, which an
	// in-process compile of workdirCases changes while it holds workdir.
	workdir.RLock()
	l, err := LayOut(c.Dir, filepath.Join(t.TempDir(), "case"))
	workdir.RUnlock()
	if err != nil {
		return nil, fmt.Errorf("laying out the case: %v", err)
	}
	args := caseArgs(c, l)
	var stdout, stderr bytes.Buffer
	_, inDir := workdirCases[c.Name]
	var failure error
	code, err := compile(l.Production, inDir, args, &stdout, &stderr, func(err error) { failure = err })
	if err != nil {
		return nil, err
	}
	// The catalog's paths are made relative as its messages' are: the
	// oracle's catalog was stripped of its layout's paths the same way
	// (gen_expected.sh), so a parameter or title naming
	// $settings::environmentpath, the codedir or a module's directory
	// compares equal.
	return &compiled{args: args, stdout: []byte(StripPaths(stdout.String(), l)), errText: StripPaths(stderr.String(), l), exitCode: code, failure: failure}, nil
}

// caseArgs are punch compile's arguments for case c laid out in l, as the
// oracle compiled it.
func caseArgs(c *Case, l *Layout) []string {
	// The oracle's codedir is the layout's root (oracle_compile.rb gives
	// Puppet --codedir, the environment path's directory).
	args := []string{"--environmentpath", l.EnvironmentPath, "--codedir", l.Root, "--environment", "production",
		"--node", c.Node, "--facts", c.Facts}
	args = append(args, oracleServer...)
	if l.ENC != "" {
		args = append(args, "--node_terminus", "exec", "--external_nodes", l.ENC)
	}
	if l.HieraConfig != "" {
		args = append(args, "--hiera_config", l.HieraConfig)
	}
	if c.TrustedExtensions != "" {
		args = append(args, "--trusted_extensions", c.TrustedExtensions)
	}
	if c.PuppetConf != "" {
		args = append(args, "--config", c.PuppetConf)
	}
	return args
}

// runCase lays out and compiles one case, and returns how the result differs from Puppet's.
func runCase(t *testing.T, compile compileFunc, c *Case) []string {
	return runCaseLog(t, compile, c, t.Logf)
}

// runCaseLog is runCase with the command line logged through logf.
func runCaseLog(t *testing.T, compile compileFunc, c *Case, logf func(string, ...any)) []string {
	r, err := compileCase(t, compile, c)
	if err != nil {
		return []string{err.Error()}
	}
	exitCode, errText := r.exitCode, r.errText
	logf("punch compile %s\n(exit status %d)", strings.Join(r.args, " "), exitCode)

	var problems []string
	if c.ExpectedError != "" {
		problems = CheckError(c, exitCode, errText)
		if exitCode != 0 {
			problems = append(problems, checkErrorMessage(c, errText)...)
		}
		problems = append(problems, checkIssueCode(t, c, r.failure)...)
	} else if exitCode != 0 {
		problems = append(problems, fmt.Sprintf("compile failed (exit status %d): %s", exitCode, firstLines(errText, 5)))
	} else {
		diffs, err := CompareCatalogs(c.ExpectedCatalog, r.stdout, c.CheckOrder)
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

// cliCases are the cases TestCLIContract compiles with the punch binary: a catalog with log
// lines, an error line after a notice, an ENC with Hiera data, and a config_version command
// (run by the binary in the case's production directory, as by the oracle).
var cliCases = []string{"expr_string_to_number", "err_reassign_variable", "enc_classes_with_hiera", "load_config_version_shell"}

// TestCLIContract runs the real punch binary on a few cases: what TestGolden checks of
// compilecmd.Run in-process, the command gives (its flags, stdout, stderr, exit status).
func TestCLIContract(t *testing.T) {
	bin, err := buildPunch()
	if err != nil {
		t.Fatal(err)
	}
	_, known := loadSuite(t)
	for _, name := range cliCases {
		name := name
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if reason, listed := known[name]; listed {
				t.Fatalf("%s is in KNOWN_FAILURES (%s): pick a passing case", name, reason)
			}
			if p := runCase(t, binary(bin), loadTestCase(t, name)); len(p) != 0 {
				t.Errorf("punch compile (the binary) differs from Puppet 7.23:\n  %s", strings.Join(p, "\n  "))
			}
		})
	}
}

// TestWorkdirCasesNeedTheirDirectory: each case of workdirCases fails when compiled in-process in
// the test's directory (so the list holds only cases that need theirs) and names a case.
func TestWorkdirCasesNeedTheirDirectory(t *testing.T) {
	for _, name := range sortedNames(workdirCases) {
		name := name
		t.Run(name, func(t *testing.T) {
			c := loadTestCase(t, name)
			outside := func(dir string, _ bool, args []string, stdout, stderr io.Writer, failed func(error)) (int, error) {
				return inProcess(dir, false, args, stdout, stderr, failed)
			}
			if p := runCase(t, outside, c); len(p) == 0 {
				t.Errorf("%s passes outside its directory: remove it from workdirCases (%s)", name, workdirCases[name])
			}
		})
	}
}

// checkErrorMessage is the golden cases' rule beyond CheckError: Punch's
// error output holds Puppet's error word for word (Ruby object addresses
// zeroed), all its lines: expected_error.txt is the whole text Puppet
// printed (oracle_compile.rb; cases recorded before it kept the first line
// only, which is then what is compared). Puppet's "Language validation
// logged N errors. Giving up" failure is not printed by puppet apply after
// it has logged the errors (the log lines are compared instead).
func checkErrorMessage(c *Case, stderr string) []string {
	want := strings.TrimSpace(c.ExpectedError)
	if want == "" || strings.Contains(strings.SplitN(want, "\n", 2)[0], "Language validation logged") {
		return nil
	}
	if strings.Contains(rubyAddress.ReplaceAllString(stderr, "${1}0x0000000000000000"), want) {
		return nil
	}
	return []string{fmt.Sprintf("error message is not Puppet's:\n  want %s\n  got  %s", firstLines(want, 10), firstLines(stderr, 3+strings.Count(want, "\n")))}
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

// knownCodes are the cases of KNOWN_ISSUE_CODES: their error matches Puppet's but its diagnostic
// code does not yet (Punch's generic RUNTIME_ERROR or EVAL_ERROR where Puppet names an issue).
var knownCodes = sync.OnceValues(func() (map[string]string, error) { return KnownFailures("KNOWN_ISSUE_CODES") })

// checkIssueCode compares the diagnostic code of the error Punch failed with (in-process
// compiles only) with Puppet's issue code of the case's error (expected_issue.txt). A case listed
// in KNOWN_ISSUE_CODES must differ, so the list only shrinks.
func checkIssueCode(t *testing.T, c *Case, failure error) []string {
	if c.ExpectedIssue == "" || failure == nil {
		return nil
	}
	known, err := knownCodes()
	if err != nil {
		return []string{err.Error()}
	}
	got := ""
	if d, ok := diag.From(failure); ok {
		got = d.Code
	}
	reason, listed := known[c.Name]
	switch {
	case got == c.ExpectedIssue && listed:
		return []string{fmt.Sprintf("issue code %s matches Puppet's now: remove %s from KNOWN_ISSUE_CODES (listed as: %s)", got, c.Name, reason)}
	case got != c.ExpectedIssue && !listed:
		return []string{fmt.Sprintf("issue code: Puppet's %s, Punch's %q (not in KNOWN_ISSUE_CODES)", c.ExpectedIssue, got)}
	case listed:
		t.Logf("known issue code difference (%s): Puppet's %s, Punch's %q", reason, c.ExpectedIssue, got)
	}
	return nil
}
