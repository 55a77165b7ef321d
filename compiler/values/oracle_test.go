package values

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The oracle tests compare this package with Puppet 7.23: the cases in
// testdata/cases are evaluated by Puppet (testdata/gen.sh, which writes
// testdata/expected) and here; see testdata/cases/README for the kinds.

type oracleCase struct {
	file, line string
	lineNo     int
	kind       string
	args       []string
	want       string
	wantErr    bool
}

func loadOracleCases(t *testing.T) []oracleCase {
	t.Helper()
	files, err := filepath.Glob("testdata/cases/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no case files: %v", err)
	}
	var out []oracleCase
	for _, cf := range files {
		name := filepath.Base(cf)
		expected := map[string]oracleCase{}
		ef, err := os.Open(filepath.Join("testdata/expected", name))
		if err != nil {
			t.Fatalf("%s has no expected results (run testdata/gen.sh): %v", name, err)
		}
		sc := bufio.NewScanner(ef)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			l := sc.Text()
			i := strings.LastIndex(l, "\t")
			if i < 0 {
				continue
			}
			res := l[i+1:]
			c := oracleCase{line: l[:i]}
			switch {
			case strings.HasPrefix(res, "=> "):
				res = res[3:]
			case strings.HasPrefix(res, "!! "):
				res = res[3:]
				c.wantErr = true
			default:
				t.Fatalf("%s: bad expected line %q", name, l)
			}
			if err := json.Unmarshal([]byte(res), &c.want); err != nil {
				t.Fatalf("%s: bad expected line %q: %v", name, l, err)
			}
			expected[c.line] = c
		}
		ef.Close()
		data, err := os.ReadFile(cf)
		if err != nil {
			t.Fatal(err)
		}
		for n, l := range strings.Split(string(data), "\n") {
			if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#") {
				continue
			}
			c, ok := expected[l]
			if !ok {
				t.Errorf("%s:%d: no expected result for %q (run testdata/gen.sh)", name, n+1, l)
				continue
			}
			c.file, c.lineNo = name, n+1
			parts := strings.Split(l, " ;; ")
			c.kind, c.args = parts[0], parts[1:]
			out = append(out, c)
		}
	}
	return out
}

// testResolve resolves the names Puppet finds in a bare environment: the
// built-in resource types the cases use.
func testResolve(name string) (Type, bool) {
	switch strings.ToLower(name) {
	case "file", "exec", "notify", "package", "service", "user", "group":
		return ResourceType(name), true
	}
	return nil, false
}

// aliasResolve is testResolve plus the aliases of a "with" case.
func aliasResolve(defs string) func(string) (Type, bool) {
	aliases := map[string]*TypeAliasT{}
	var resolve func(string) (Type, bool)
	resolve = func(name string) (Type, bool) {
		if a, ok := aliases[name]; ok {
			return a, true
		}
		return testResolve(name)
	}
	for _, d := range strings.Split(defs, " | ") {
		name, expr, _ := strings.Cut(d, " = ")
		aliases[name] = NewTypeAlias(name, func() (Type, error) { return ParseType(expr, resolve) })
	}
	return resolve
}

// runCase computes a case's result with this package: the result string
// or an error message.
func runCase(c oracleCase) (string, error) {
	resolve := testResolve
	if c.kind == "with" {
		resolve = aliasResolve(c.args[0])
		c.kind, c.args = c.args[1], c.args[2:]
	}
	vals := make([]Value, len(c.args))
	parse := func(from int) error {
		for i := from; i < len(c.args); i++ {
			v, err := ParseValue(c.args[i], resolve)
			if err != nil {
				return err
			}
			vals[i] = v
		}
		return nil
	}
	typeArg := func(i int) (Type, error) {
		t, ok := vals[i].(Type)
		if !ok {
			return nil, fmt.Errorf("argument %q is not a type", c.args[i])
		}
		return t, nil
	}
	captures := func(ok bool, m []string) string {
		if !ok {
			return "false"
		}
		get := func(i int) string {
			if i < len(m) {
				return m[i]
			}
			return ""
		}
		return "true|" + get(0) + "|" + get(1)
	}
	switch c.kind {
	case "tostr":
		if err := parse(0); err != nil {
			return "", err
		}
		return ToString(vals[0]), nil
	case "inst":
		if err := parse(0); err != nil {
			return "", err
		}
		t, err := typeArg(0)
		if err != nil {
			return "", err
		}
		return fmt.Sprint(IsInstance(t, vals[1])), nil
	case "assign":
		if err := parse(0); err != nil {
			return "", err
		}
		t1, err := typeArg(0)
		if err != nil {
			return "", err
		}
		t2, err := typeArg(1)
		if err != nil {
			return "", err
		}
		return fmt.Sprint(IsAssignable(t1, t2)), nil
	case "eq":
		if err := parse(0); err != nil {
			return "", err
		}
		return fmt.Sprint(Equals(vals[0], vals[1])), nil
	case "cmp":
		if err := parse(1); err != nil {
			return "", err
		}
		r, err := CompareOp(c.args[0], vals[1], vals[2])
		if err != nil {
			return "", err
		}
		return fmt.Sprint(r), nil
	case "arith":
		if err := parse(1); err != nil {
			return "", err
		}
		r, err := Arithmetic(c.args[0], vals[1], vals[2])
		if err != nil {
			return "", err
		}
		return StringFormat(r, "%p")
	case "ariths":
		if err := parse(1); err != nil {
			return "", err
		}
		r, err := Arithmetic(c.args[0], vals[1], vals[2])
		if err != nil {
			return "", err
		}
		return ToString(r), nil
	case "params":
		if err := parse(1); err != nil {
			return "", err
		}
		st, ok := vals[1].(*StructT)
		if !ok {
			return "", fmt.Errorf("%q is not a Struct", c.args[1])
		}
		if err := ValidateParameters("Class[C]", st, vals[2].(*Hash), false); err != nil {
			return "", err
		}
		return "", nil
	case "neg":
		if err := parse(0); err != nil {
			return "", err
		}
		r, err := Negate(vals[0])
		if err != nil {
			return "", err
		}
		return ToString(r), nil
	case "in":
		if err := parse(0); err != nil {
			return "", err
		}
		ok, m, err := InMatch(context.Background(), vals[0], vals[1])
		if err != nil {
			return "", err
		}
		return captures(ok, m), nil
	case "match":
		if err := parse(0); err != nil {
			return "", err
		}
		ok, m, err := Match(context.Background(), vals[0], vals[1])
		if err != nil {
			return "", err
		}
		return captures(ok, m), nil
	case "matchop":
		if err := parse(0); err != nil {
			return "", err
		}
		ok, m, err := MatchOp(context.Background(), vals[0], vals[1])
		if err != nil {
			return "", err
		}
		return captures(ok, m), nil
	case "typeof":
		if err := parse(0); err != nil {
			return "", err
		}
		return TypeOf(vals[0]).String() + "\n" + TypeOfReduced(vals[0]).String() + "\n" + TypeOfGeneralized(vals[0]).String(), nil
	case "mismatch":
		if err := parse(0); err != nil {
			return "", err
		}
		t, err := typeArg(0)
		if err != nil {
			return "", err
		}
		if IsInstance(t, vals[1]) {
			return "matched", nil
		}
		return "", fmt.Errorf("%s", DescribeTypeMismatch("assert_type():", t, TypeOf(vals[1])))
	case "fmt":
		if err := parse(0); err != nil {
			return "", err
		}
		v, err := New(theString, vals)
		if err != nil {
			return "", err
		}
		return v.(string), nil
	case "sprintf":
		if err := parse(0); err != nil {
			return "", err
		}
		f, _ := vals[0].(string)
		return Sprintf(f, vals[1:])
	case "new":
		if err := parse(0); err != nil {
			return "", err
		}
		t, err := typeArg(0)
		if err != nil {
			return "", err
		}
		v, err := New(t, vals[1:])
		if err != nil {
			return "", err
		}
		return StringFormat(v, "%p")
	case "parse":
		if err := parse(0); err != nil {
			return "", err
		}
		s, _ := vals[0].(string)
		t, err := ParseType(s, resolve)
		if err != nil {
			return "", err
		}
		return t.String(), nil
	case "val":
		if err := parse(0); err != nil {
			return "", err
		}
		return StringFormat(vals[0], "%p")
	}
	return "", fmt.Errorf("unknown case kind %q", c.kind)
}

// knownDifferences are cases where Punch deliberately differs from Puppet,
// with the reason.
var knownDifferences = map[string]string{
	"new ;; Integer ;; '99999999999999999999'": "Ruby lets a bignum escape from Integer.new; Punch's integers are 64-bit and it reports the overflow",
	"neg ;; Timestamp(2)":                      "Puppet fails with a Ruby NoMethodError (undefined method `-@'); Punch says the operator does not apply",
}

func TestOracle(t *testing.T) {
	cases := loadOracleCases(t)
	byKind := map[string][2]int{}
	for _, c := range cases {
		if _, ok := knownDifferences[c.line]; ok {
			continue
		}
		got, err := runCase(c)
		k := byKind[c.kind]
		k[1]++
		switch {
		case c.wantErr && err == nil:
			t.Errorf("%s:%d: %s\n  Puppet error: %s\n  got result:   %s", c.file, c.lineNo, c.line, c.want, got)
		case !c.wantErr && err != nil:
			t.Errorf("%s:%d: %s\n  Puppet: %s\n  got error: %v", c.file, c.lineNo, c.line, c.want, err)
		case c.wantErr && c.kind == "params" && "Error while evaluating a Resource Statement, "+err.Error() == c.want:
			k[0]++ // the evaluator adds the prefix
		case c.wantErr && err.Error() != c.want:
			t.Errorf("%s:%d: %s\n  Puppet error: %s\n  got error:    %s", c.file, c.lineNo, c.line, c.want, err.Error())
		case !c.wantErr && got != c.want:
			t.Errorf("%s:%d: %s\n  Puppet: %q\n  got:    %q", c.file, c.lineNo, c.line, c.want, got)
		default:
			k[0]++
		}
		byKind[c.kind] = k
	}
	for k, n := range byKind {
		t.Logf("%-9s %d/%d match Puppet", k, n[0], n[1])
	}
}

// TestOracleConcurrent evaluates all cases on several goroutines at once
// (run it with -race): compiles share types, aliases and regexps.
func TestOracleConcurrent(t *testing.T) {
	cases := loadOracleCases(t)
	done := make(chan bool)
	for w := 0; w < 4; w++ {
		go func(w int) {
			defer func() { done <- true }()
			for i := w; i < len(cases); i += 2 {
				c := cases[i%len(cases)]
				if _, ok := knownDifferences[c.line]; ok {
					continue
				}
				got, err := runCase(c)
				if (err != nil) != c.wantErr || err == nil && got != c.want && c.kind != "params" {
					t.Errorf("%s:%d: result differs when run concurrently", c.file, c.lineNo)
				}
			}
		}(w)
	}
	for w := 0; w < 4; w++ {
		<-done
	}
}
