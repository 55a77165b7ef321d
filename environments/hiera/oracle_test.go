package hiera

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/textdiff"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/facts"
)

// The oracle cases under testdata/oracle hold environments and queries;
// testdata/oracle/record.sh asks Puppet 7.23 for the answers
// (expected/ID.json: the value as Ruby's inspect shows it, or the error,
// the warnings and the explanation). TestOracle runs the same queries
// through the engine and compares everything.

type oracleQuery struct {
	id, line       string
	names          []string
	merge          values.Value
	typ            string
	dflt           values.Value
	hasDefault     bool
	defaultValues  *values.Hash
	override       *values.Hash
	explain        bool
	explainOptions bool
}

type oracleExpected struct {
	Value       *string  `json:"value"`
	Class       string   `json:"class"`
	Error       *string  `json:"error"`
	ErrorClass  string   `json:"error_class"`
	LookupError bool     `json:"lookup_error"`
	Explain     *string  `json:"explain"`
	Warnings    []string `json:"warnings"`
}

func jsonValue(t *testing.T, src string) values.Value {
	t.Helper()
	v, err := data.DecodeJSON([]byte(src), data.JSONOptions{})
	if err != nil {
		t.Fatalf("query value %s: %v", src, err)
	}
	return values.FromData(v)
}

func parseQueries(t *testing.T, file string) []*oracleQuery {
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []*oracleQuery
	for _, line := range strings.Split(string(src), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		w := strings.Fields(line)
		q := &oracleQuery{id: w[0], line: line, names: strings.Split(w[1], ",")}
		for i := 2; i < len(w); i++ {
			next := func() string {
				i++
				if i >= len(w) {
					t.Fatalf("%s: %s needs a value", line, w[i-1])
				}
				return w[i]
			}
			switch w[i] {
			case "--explain":
				q.explain = true
			case "--explain-options":
				q.explainOptions = true
			case "--merge":
				m := next()
				if strings.HasPrefix(m, "{") {
					q.merge = jsonValue(t, m)
				} else {
					q.merge = m
				}
			case "--type":
				q.typ = next()
			case "--default":
				q.dflt, q.hasDefault = jsonValue(t, next()), true
			case "--default-values":
				q.defaultValues = jsonValue(t, next()).(*values.Hash)
			case "--override":
				q.override = jsonValue(t, next()).(*values.Hash)
			default:
				t.Fatalf("%s: unknown option %s", line, w[i])
			}
		}
		out = append(out, q)
	}
	return out
}

// oracleFacts are the facts of cases without their own, found before any
// test changes the working directory.
var oracleFacts, _ = filepath.Abs(filepath.Join("testdata", "oracle", "facts.json"))

// oracleEngine is the engine for a case laid out as record.rb gives it
// to Puppet.
func oracleEngine(t *testing.T, caseDir string) (*Engine, *values.Hash) {
	t.Helper()
	scratch := t.TempDir()
	hieraConfig := filepath.Join(scratch, "conf", "no-global-hiera.yaml")
	if exists(filepath.Join(caseDir, "global", "hiera.yaml")) {
		hieraConfig = filepath.Join(caseDir, "global", "hiera.yaml")
	}
	strict := "warning"
	if src, err := os.ReadFile(filepath.Join(caseDir, "settings")); err == nil {
		for _, l := range strings.Split(string(src), "\n") {
			l = strings.ReplaceAll(strings.TrimSpace(l), "CASE", caseDir)
			k, v, _ := strings.Cut(strings.TrimPrefix(l, "--"), "=")
			switch k {
			case "strict":
				strict = v
			case "hiera_config":
				hieraConfig = v
			case "":
			default:
				t.Fatalf("settings: %s is not understood by the test", l)
			}
		}
	}
	envDir := filepath.Join(caseDir, "environments", "production")
	moduleDir := func(name string) (string, bool) {
		d := filepath.Join(envDir, "modules", name)
		return d, validModuleName(name) && isDir(d)
	}
	e := New(Options{
		ClassExists:    ModuleClassExists(moduleDir),
		Environment:    "production",
		EnvironmentDir: envDir,
		HieraConfig:    hieraConfig,
		Codedir:        caseDir,
		Strict:         strict,
		ModuleDir:      moduleDir,
	})
	factsFile := filepath.Join(caseDir, "facts.json")
	if !exists(factsFile) {
		factsFile = oracleFacts
	}
	// Read as punch compile reads a facts file (null facts become "").
	f, err := facts.LoadFile(factsFile)
	if err != nil {
		t.Fatal(err)
	}
	return e, values.FromData(f.Sanitized()).(*values.Hash)
}

func validModuleName(n string) bool {
	if n == "" || n[0] < 'a' || n[0] > 'z' {
		return false
	}
	for i := 0; i < len(n); i++ {
		c := n[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// showValue is record.rb's show: Ruby's inspect, to_s for time values.
func showValue(v values.Value) string {
	switch v.(type) {
	case values.Timestamp, values.Timespan:
		return values.ToString(v)
	}
	return rubyInspect(v)
}

func TestOracle(t *testing.T) {
	cases, err := filepath.Glob(filepath.Join("testdata", "oracle", "*", "queries.txt"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(cases)
	if len(cases) == 0 {
		t.Fatal("no oracle cases")
	}
	total := 0
	for _, qf := range cases {
		caseDir, err := filepath.Abs(filepath.Dir(qf))
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range parseQueries(t, qf) {
			total++
			q := q
			t.Run(filepath.Base(caseDir)+"/"+q.id, func(t *testing.T) {
				// As record.rb: relative paths Ruby code opens as they are
				// (eyaml's key files) are relative to the case directory.
				t.Chdir(caseDir)
				runOracleQuery(t, caseDir, q)
			})
		}
	}
	t.Logf("%d oracle queries", total)
}

func runOracleQuery(t *testing.T, caseDir string, q *oracleQuery) {
	src, err := os.ReadFile(filepath.Join(caseDir, "expected", q.id+".json"))
	if err != nil {
		t.Fatalf("no recorded answer (run testdata/oracle/record.sh %s): %v", filepath.Base(caseDir), err)
	}
	var want oracleExpected
	if err := json.Unmarshal(src, &want); err != nil {
		t.Fatal(err)
	}
	e, facts := oracleEngine(t, caseDir)
	var warnings []string
	s := e.NewSession(SessionOptions{Log: func(level, text string) {
		if level == "warning" {
			warnings = append(warnings, text)
		}
	}})
	query := &Query{Names: q.names, Merge: q.merge, Default: q.dflt, HasDefault: q.hasDefault,
		DefaultValues: q.defaultValues, Override: q.override, Scope: NodeScope("production", facts)}
	if q.typ != "" {
		typ, err := values.ParseType(q.typ, nil)
		if err != nil {
			t.Fatal(err)
		}
		query.ValueType = typ
	}
	if q.explain || q.explainOptions {
		query.Explain = NewExplainer(q.explainOptions && !q.explain)
	}
	v, err := s.Lookup(query)
	strip := func(s string) string { return strings.ReplaceAll(s, caseDir+"/", "") }
	if reason, ok := knownValueDifferences[filepath.Base(caseDir)+"/"+q.id]; ok {
		if want.Error != nil && err == nil {
			t.Logf("known difference: %s (Puppet: %s; Punch: %s)", reason, *want.Error, showValue(v))
			return
		}
		t.Errorf("%s is listed as a known difference (%s) but Punch now agrees or differs otherwise: remove it", q.id, reason)
	}
	prefix := q.line + "\n"
	switch {
	case want.Error != nil && err == nil:
		t.Errorf("%sPuppet failed with %s: %s\nPunch found %s", prefix, want.ErrorClass, *want.Error, showValue(v))
	case want.Error == nil && err != nil:
		t.Errorf("%sPuppet found %s\nPunch failed: %v", prefix, *want.Value, err)
	case err != nil:
		got := strip(err.Error())
		if reason, ok := knownMessageDifferences[filepath.Base(caseDir)+"/"+q.id]; ok {
			// Only the part before the parser's own words must agree.
			w, g := *want.Error, got
			if i := strings.Index(w, "): "); i >= 0 && len(g) > i+3 {
				w, g = w[:i+3], g[:i+3]
			}
			if w != g {
				t.Errorf("%serror differs (beyond the known difference: %s):\n  Puppet: %s\n  Punch:  %s", prefix, reason, *want.Error, got)
			}
		} else if normalizeYAMLError(got) != normalizeYAMLError(*want.Error) {
			t.Errorf("%serror differs:\n  Puppet: %s\n  Punch:  %s", prefix, *want.Error, got)
		}
		var he *Error
		pre := false
		if ok := asError(err, &he); ok {
			pre = he.Preformatted()
		}
		if pre != want.LookupError {
			t.Errorf("%serror class: Puppet raised %s (LookupError: %v); Punch's Preformatted() is %v", prefix, want.ErrorClass, want.LookupError, pre)
		}
	default:
		if got := showValue(v); got != *want.Value {
			t.Errorf("%svalue differs:\n  Puppet: %s\n  Punch:  %s", prefix, *want.Value, got)
		}
	}
	if want.Explain != nil {
		got := strip(query.Explain.Explain())
		if got != *want.Explain {
			t.Errorf("%sexplanation differs:\n%s", prefix, textDiff(*want.Explain, got))
		}
	}
	gotW := make([]string, len(warnings))
	for i, w := range warnings {
		gotW[i] = strip(w)
	}
	if strings.Join(gotW, "\n--\n") != strings.Join(want.Warnings, "\n--\n") {
		t.Errorf("%swarnings differ:\n  Puppet: %q\n  Punch:  %q", prefix, want.Warnings, gotW)
	}
}

// knownMessageDifferences are errors whose text comes from a parser that
// words it differently from Ruby's; the message must agree up to the
// parser's own words.
var knownMessageDifferences = map[string]string{
	"data_errors/yaml_syntax":           "yaml.v3 reports the line where libyaml found the problem, Psych the line where the construct began",
	"data_errors/yaml_syntax_other_key": "yaml.v3 reports the line where libyaml found the problem, Psych the line where the construct began",
}

// knownValueDifferences are queries whose answer differs from Puppet's,
// with the reason.
var knownValueDifferences = map[string]string{
	"data_errors/symbol_value": "a YAML :symbol value is a Ruby Symbol in Puppet (not valid data); Punch's YAML decoder reads it as a string",
	"eyaml_config/symbol":      "a YAML :symbol value is a Ruby Symbol in Puppet (not valid data); Punch's YAML decoder reads it as a string",
}

var (
	reYAMLContext = regexp.MustCompile(` while (parsing|scanning) [a-z ]+ at line`)
	reYAMLColumn  = regexp.MustCompile(` at line ([0-9]+) column [0-9]+`)
)

// normalizeYAMLError drops what yaml.v3 does not report of a YAML syntax
// error (libyaml's context, "while parsing a flow node", and the column)
// from Psych's message.
func normalizeYAMLError(s string) string {
	s = reYAMLContext.ReplaceAllString(s, " at line")
	return reYAMLColumn.ReplaceAllString(s, " at line $1")
}

func asError(err error, target **Error) bool {
	he, ok := err.(*Error)
	if ok {
		*target = he
	}
	return ok
}

// textDiff shows the first differing line of two texts, with context.
func textDiff(want, got string) string {
	w := strings.Split(want, "\n")
	for n, l := range textdiff.Lines(want, got) {
		i := min(n-1, len(w)) // past the end of want, the context is its last lines
		from := max(0, i-3)
		return "  context:\n    " + strings.Join(w[from:i], "\n    ") + "\n  line " + itoa(n) + ":\n    Puppet: " + l[0] + "\n    Punch:  " + l[1]
	}
	return "(same)"
}
