package golden

import (
	"io"
	"path/filepath"
	"strings"
	"testing"
)

// fakeCompiler stands in for punch compile: it prints stdout and stderr and exits with status
// code.
func fakeCompiler(stdout, stderr string, code int) compileFunc {
	return func(_ string, _ bool, _ []string, out, errOut io.Writer, _ func(error)) (int, error) {
		io.WriteString(out, stdout)
		io.WriteString(errOut, stderr)
		return code, nil
	}
}

func loadTestCase(t *testing.T, name string) *Case {
	t.Helper()
	c, err := LoadCase(filepath.Join("cases", name), ".")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestRunCaseDetectsDifferences runs the harness's case runner against stand-in compilers, so the
// suite is known to fail when a compiler gets a case wrong.
func TestRunCaseDetectsDifferences(t *testing.T) {
	c := loadTestCase(t, "expr_string_to_number")
	expected := string(c.ExpectedCatalog)
	log := strings.Join(c.ExpectedLog, "\n") + "\n"

	if p := runCase(t, fakeCompiler(expected, log, 0), c); len(p) != 0 {
		t.Errorf("a compiler printing Puppet's catalog and log must pass: %v", p)
	}
	wrong := strings.Replace(expected, `"str plus int": 5`, `"str plus int": 6`, 1)
	if p := runCase(t, fakeCompiler(wrong, log, 0), c); len(p) != 1 || !strings.Contains(p[0], "parameter message") {
		t.Errorf("a wrong parameter must be reported: %v", p)
	}
	if p := runCase(t, fakeCompiler(expected, "", 0), c); len(p) != len(c.ExpectedLog) {
		t.Errorf("missing log lines must be reported: %v", p)
	}
	if p := runCase(t, fakeCompiler("", "Error: boom", 1), c); len(p) == 0 {
		t.Errorf("a failed compile must be reported")
	}
	if p := runCase(t, fakeCompiler("not json", log, 0), c); len(p) == 0 {
		t.Errorf("output that is not a catalog must be reported")
	}

	e := loadTestCase(t, "err_reassign_variable")
	msg := "Error: Evaluation Error: Cannot reassign variable '$x' (file: manifests/site.pp, line: 3, column: 4) on node web01.example.com\n"
	notice := "Notice: Scope(Class[main]): 1\n"
	if p := runCase(t, fakeCompiler("", notice+msg, 1), e); len(p) != 0 {
		t.Errorf("the same error line and log must pass: %v", p)
	}
	if p := runCase(t, fakeCompiler("", notice+strings.Replace(msg, "line: 3", "line: 2", 1), 1), e); len(p) == 0 {
		t.Errorf("another line must fail: %v", p)
	}
	if p := runCase(t, fakeCompiler("", notice+strings.Replace(msg, "Cannot reassign", "Can not reassign", 1), 1), e); len(p) != 1 || !strings.Contains(p[0], "error message is not Puppet's") {
		t.Errorf("other words must fail: %v", p)
	}
	if p := runCase(t, fakeCompiler("", msg, 1), e); len(p) != 1 {
		t.Errorf("the notice printed before the error is part of the expected log: %v", p)
	}
	if p := runCase(t, fakeCompiler("{}", "", 0), e); len(p) == 0 {
		t.Errorf("success on an error case must fail")
	}
}

// TestRunCaseRelativizesCatalogPaths: a compiler printing the layout's absolute paths in catalog
// parameters (as punch compile prints $settings::environmentpath and the codedir) matches
// Puppet's catalog, whose paths gen_expected.sh made relative; another directory does not.
func TestRunCaseRelativizesCatalogPaths(t *testing.T) {
	c := loadTestCase(t, "golden_paths_in_catalog")
	expected := string(c.ExpectedCatalog)
	log := strings.Join(c.ExpectedLog, "\n") + "\n"
	for _, want := range []string{`"message": "envs"`, `"message": ""`} {
		if !strings.Contains(expected, want) {
			t.Fatalf("the case's expected.json no longer holds %s", want)
		}
	}
	// printing answers with the catalog naming the environment path it was given (root
	// "" for that path's own directory) and the codedir.
	printing := func(root string) compileFunc {
		return func(_ string, _ bool, args []string, out, errOut io.Writer, _ func(error)) (int, error) {
			envs := ""
			for i, a := range args[:len(args)-1] {
				if a == "--environmentpath" {
					envs = args[i+1]
				}
			}
			if root == "" {
				root = filepath.Dir(envs)
			}
			s := strings.Replace(expected, `"message": "envs"`, `"message": "`+filepath.Join(root, "envs")+`"`, 1)
			s = strings.Replace(s, `"message": ""`, `"message": "`+root+`"`, 1)
			io.WriteString(out, s)
			io.WriteString(errOut, log)
			return 0, nil
		}
	}
	if p := runCase(t, printing(""), c); len(p) != 0 {
		t.Errorf("the layout's own paths must compare equal to Puppet's relative ones: %v", p)
	}
	if p := runCase(t, printing("/elsewhere"), c); len(p) != 2 {
		t.Errorf("paths outside the layout must be reported (2 parameters): %v", p)
	}
}
