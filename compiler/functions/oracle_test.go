package functions_test

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	. "github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
)

// The oracle test runs every case of testdata/cases/*.cases (a Puppet
// function call per line) through the registry and compares the value,
// error message and log lines with what Puppet 7 produced for the same
// line, recorded by testdata/oracle.rb into testdata/oracle.json.

type oracleResult struct {
	Value     json.RawMessage `json:"value"`
	Error     *string         `json:"error"`
	Logs      []string        `json:"logs"`
	Resources json.RawMessage `json:"resources"`
}

type oracleCase struct {
	file   string
	line   int
	env    string
	fqdn   string
	code   string
	key    string
	expect *oracleResult
}

func loadOracle(t testing.TB) map[string]*oracleResult {
	b, err := os.ReadFile("testdata/oracle.json")
	if err != nil {
		t.Fatalf("reading oracle: %v (run testdata/record.sh)", err)
	}
	var m map[string]*oracleResult
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("oracle.json: %v", err)
	}
	return m
}

func loadCases(t testing.TB) []*oracleCase {
	oracle := loadOracle(t)
	files, err := filepath.Glob("testdata/cases/*.cases")
	if err != nil || len(files) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	sort.Strings(files)
	defFQDN := "web01.example.com"
	var out []*oracleCase
	for _, path := range files {
		env, fqdn := "core", defFQDN
		n := 0
		for _, l := range testtree.Lines(t, path) {
			n++
			code := strings.TrimSpace(l)
			if code == "" || strings.HasPrefix(code, "#") {
				continue
			}
			if rest, ok := strings.CutPrefix(code, "@env "); ok {
				env = strings.TrimSpace(rest)
				continue
			}
			if rest, ok := strings.CutPrefix(code, "@fqdn "); ok {
				fqdn = strings.TrimSpace(rest)
				continue
			}
			if code == "@isolate" {
				continue
			}
			key := env + "|" + fqdn + "|" + code
			c := &oracleCase{file: filepath.Base(path), line: n, env: env, fqdn: fqdn, code: code, key: key, expect: oracle[key]}
			if fqdn == defFQDN {
				c.fqdn = ""
			}
			out = append(out, c)
		}
	}
	return out
}

func TestOracleCases(t *testing.T) {
	cases := loadCases(t)
	for _, c := range cases {
		c := c
		t.Run(fmt.Sprintf("%s:%d", c.file, c.line), func(t *testing.T) {
			// Cases run in parallel: the library must be safe for
			// concurrent compiles (go test -race checks it).
			t.Parallel()
			if c.expect == nil {
				t.Fatalf("%s: no recorded result for %q; run testdata/record.sh", c.file, c.code)
			}
			stdlibAliases(t)
			ctx := newFakeCtx(t, c.env == "modules", c.fqdn)
			v, err := evalCase(ctx, c.code)
			var gotErr *string
			if err != nil {
				s := err.Error()
				gotErr = &s
			}
			var diffs []string
			switch {
			case c.expect.Error != nil && gotErr == nil:
				diffs = append(diffs, fmt.Sprintf("%s\n  want error: %s\n  got value:  %s", c.code, *c.expect.Error, encodeJSON(v)))
			case c.expect.Error == nil && gotErr != nil:
				diffs = append(diffs, fmt.Sprintf("%s\n  want value: %s\n  got error:  %s", c.code, canonJSON(t, c.expect.Value), *gotErr))
			case gotErr != nil && *gotErr != *c.expect.Error:
				diffs = append(diffs, fmt.Sprintf("%s\n  want error: %s\n  got error:  %s", c.code, *c.expect.Error, *gotErr))
			case gotErr == nil:
				want, got := canonJSON(t, c.expect.Value), encodeJSON(v)
				if want != got {
					diffs = append(diffs, fmt.Sprintf("%s\n  want: %s\n  got:  %s", c.code, want, got))
				}
			}
			if want, got := canonJSON(t, c.expect.Resources), resourcesJSON(ctx.resources); want != got {
				diffs = append(diffs, fmt.Sprintf("%s\n  want resources: %s\n  got resources:  %s", c.code, want, got))
			}
			if w, g := c.expect.Logs, cleanLogs(ctx.logs); strings.Join(w, "\n") != strings.Join(g, "\n") {
				diffs = append(diffs, fmt.Sprintf("%s\n  want logs: %q\n  got logs:  %q", c.code, w, g))
			}
			why, known := knownDiffs[c.code]
			switch {
			case known && len(diffs) > 0:
				t.Skipf("known difference from Puppet: %s\n%s", why, strings.Join(diffs, "\n"))
			case known:
				t.Errorf("%s: listed in knownDiffs but now behaves as Puppet: remove it from the list", c.code)
			default:
				for _, d := range diffs {
					t.Error(d)
				}
			}
		})
	}
}

// knownDiffs are cases where Punch knowingly differs from Puppet, with the
// reason (also listed in docs/functions.md). A listed case that starts to
// pass fails the test, so that the list stays true.
var knownDiffs = map[string]string{
	"capitalize(['abc', 'DEF', 1])": iterableInfer,
	"camelcase(['a_b', 2])":         iterableInfer,
	"strip(['  a ', 1, ' b'])":      iterableInfer,
	`chomp(["a\n", "b\r\n", 3])`:    iterableInfer,
	"slice([1, 2, 3], 2) |$a, $b, $c| { 1 }": "Puppet fails with a Ruby NoMethodError (parameter_names) while building its message; " +
		"Punch gives the message Puppet meant to give",
	"get({a => 1}, 'a.b') |$e| { $e.message }":               errorObject,
	"parseyaml(':sym')":                                      "Puppet's parseyaml returns a Ruby Symbol (not a Puppet value) for a YAML symbol; Punch returns its name as a String",
	"validate_legacy(Integer, 'validate_integer', '5')":      rubyLogValue,
	"validate_legacy(String, 'validate_re', 'one', '^two$')": rubyLogValue,
	"deprecation('key', 'message text')":                     rubyLogValue,
	"has_ip_address('192.0.2.2')":                            autoloaderWarnings,
	"has_ip_address('8.8.8.8')":                              autoloaderWarnings,
	"has_ip_network('192.0.2.0')":                            autoloaderWarnings,
	"has_ip_network('10.9.0.0')":                             autoloaderWarnings,
	"validate_legacy(Integer, 'nosuch', 1)":                  "Ruby's did_you_mean suggestions are not reproduced",
	"validate_legacy(1, 'validate_bool', true)":              "Puppet lists stdlib's injected 'Any scope' parameter in the signatures",
	"get({a => 1}, 'a.b') |$e| { $e.issue_code }":            errorObject,
}

const (
	iterableInfer = "values: Iterable[T].IsInstance infers an Array's type with TypeOf (infer_set, a Tuple) where Puppet's " +
		"PIterableType#instance? uses infer (Array of the common type), so Puppet rejects an array mixing strings and numbers"
	errorObject        = "Punch has no Error object type: get() gives its block a Hash with the Error's attributes"
	autoloaderWarnings = "Puppet warns about stdlib's use of the 3.x function autoloader; Punch has no autoloader to warn about"
	rubyLogValue       = "the function's value is the Ruby Puppet::Util::Log object of the message it logged; Punch returns undef"
)

// evalCase evaluates the one call of code: the function's arguments are
// literal values (values.ParseValue) or nested calls, its lambda one of the
// Go lambdas of the lambdas table.
func evalCase(ctx *fakeCtx, code string) (values.Value, error) {
	prog, err := parser.Parse("case.pp", []byte(code))
	if err != nil {
		return nil, fmt.Errorf("test harness: %v", err)
	}
	var v values.Value
	for _, st := range prog.Body.Statements {
		if v, err = evalExpr(ctx, code, st); err != nil {
			return nil, err
		}
	}
	return v, nil
}

func src(code string, n ast.Node) string {
	sp := n.Loc()
	return code[sp.Start.Offset:sp.End.Offset]
}

func evalExpr(ctx *fakeCtx, code string, e ast.Expr) (values.Value, error) {
	switch x := e.(type) {
	case *ast.CallFunction:
		if qn, ok := x.Functor.(*ast.QualifiedName); ok {
			return evalCall(ctx, code, qn.Name, nil, x.Args, x.Lambda)
		}
	case *ast.CallMethod:
		recv, err := evalExpr(ctx, code, x.Receiver)
		if err != nil {
			return nil, err
		}
		return evalCall(ctx, code, x.Name, []values.Value{recv}, x.Args, x.Lambda)
	}
	v, err := values.ParseValue(src(code, e), resolveAlias)
	if err != nil {
		return nil, fmt.Errorf("test harness: %s: %v", src(code, e), err)
	}
	return v, nil
}

func evalCall(ctx *fakeCtx, code, name string, args []values.Value, argExprs []ast.Expr, lambda *ast.Lambda) (values.Value, error) {
	for _, a := range argExprs {
		v, err := evalExpr(ctx, code, a)
		if err != nil {
			return nil, err
		}
		args = append(args, v)
	}
	var block Block
	if lambda != nil {
		text := strings.Join(strings.Fields(src(code, lambda)), " ")
		fb, ok := lambdas[text]
		if !ok {
			return nil, fmt.Errorf("test harness: no Go lambda for %q", text)
		}
		cp := *fb
		cp.ctx = ctx
		block = &cp
	}
	return ctx.Call(name, args, block)
}

// canonJSON re-encodes recorded JSON so it compares with encodeJSON.
func canonJSON(t testing.TB, raw json.RawMessage) string {
	if len(raw) == 0 {
		return "null"
	}
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("oracle value %s: %v", raw, err)
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// encodeJSON is the Go side of oracle.rb's enc: the typed JSON form of v.
func encodeJSON(v values.Value) string {
	b, err := json.Marshal(toOracleJSON(v))
	if err != nil {
		return "<" + err.Error() + ">"
	}
	return string(b)
}

func toOracleJSON(v values.Value) any {
	switch x := v.(type) {
	case nil, bool:
		return x
	case string:
		if !utf8.ValidString(x) {
			return map[string]any{"bytes": base64.StdEncoding.EncodeToString([]byte(x))}
		}
		return x
	case int64:
		return json.Number(fmt.Sprint(x))
	case float64:
		return map[string]any{"float": values.FormatFloat(x)}
	case values.Default:
		return map[string]any{"default": true}
	case []values.Value:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = toOracleJSON(e)
		}
		return out
	case *values.Hash:
		out := make([]any, 0, x.Len())
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			out = append(out, []any{toOracleJSON(k), toOracleJSON(e)})
		}
		return map[string]any{"hash": out}
	case *values.Regexp:
		return map[string]any{"regexp": x.Source}
	case *values.Sensitive:
		return map[string]any{"sensitive": toOracleJSON(x.Value)}
	case *values.Binary:
		return map[string]any{"binary": base64.StdEncoding.EncodeToString(x.Bytes)}
	case values.Timespan:
		return map[string]any{"timespan": x.String()}
	case values.Timestamp:
		return map[string]any{"timestamp": x.String()}
	case values.SemVer:
		return map[string]any{"semver": x.String()}
	case *values.SemVerRange:
		return map[string]any{"semverrange": x.String()}
	case *values.Iterator:
		return map[string]any{"iterator": toOracleJSON(x.ToArray())}
	case values.Type:
		return map[string]any{"type": x.String()}
	}
	return map[string]any{"go": fmt.Sprintf("%T", v)}
}

// warnOnceLocation is the second line Puppet's warn_once adds to a
// deprecation; oracle.rb's clean_log drops it from what it records.
var warnOnceLocation = regexp.MustCompile(`\n   \((location|file): .*\)\z|\n   \(file & line not available\)\z`)

// cleanLogs are logs as oracle.rb records them.
func cleanLogs(logs []string) []string {
	out := make([]string, len(logs))
	for i, l := range logs {
		out[i] = warnOnceLocation.ReplaceAllString(l, "")
	}
	return out
}
