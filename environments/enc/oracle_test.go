package enc

import (
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/environments/data"
)

// The oracle tests give the same classifier output to Puppet and to Punch.
// Each case's YAML is printed by a shell script used as external_nodes for
// `puppet node find NODE --node_terminus exec --render-as json` (Puppet
// 7.23), whose output - the node Puppet built, or its error - is recorded
// in testdata/oracle/NAME.golden. Run `go test -run Oracle -update` where
// Puppet is installed to record them again.
//
// Where Puppet accepts output that cannot work (classes given as a string,
// which crashes the compile later; a top-level list, which Puppet silently
// ignores), Punch refuses it up front: those cases list wantErr.

var update = flag.Bool("update", false, "record the oracle output again by running puppet")

type oracleCase struct {
	name    string
	yaml    string
	wantErr string // Punch refuses the output; the message contains this
	// wantWhere is the position the hint gives ("output line 1, column 10").
	wantWhere string
	// inexact says why Punch's message is not Puppet's word for word where
	// Puppet also fails with "Could not load external node results".
	inexact string
}

var oracleCases = []oracleCase{
	{name: "list", yaml: "classes: [ntp, apache::vhost, 'role::web']\nparameters:\n  site: east\n  ports: [80, 443]\n"},
	{name: "hash_with_parameters", yaml: "classes:\n  role::web:\n  ntp:\n    servers: [a, b]\n    burst: true\n  apache: {}\nparameters:\n  z: 1\n  a: {nested: [1, {deep: x}]}\n  n: ~\nenvironment: other\n"},
	{name: "environment_only", yaml: "environment: other\n"},
	{name: "null_everything", yaml: "classes:\nparameters:\nenvironment:\n"},
	{name: "yaml11_scalars", yaml: "parameters:\n  b: [yes, No, ON, off, y, n]\n  n: [017, 0x1f, 0b101, 1_000, '1,000', 1:30, 12:30:00, 1.5e+3, 1e3, -.5, ~, null]\n  s: ['yes', \"017\", 2020-1]\n"},
	{name: "symbols", yaml: ":classes:\n- foo\n:parameters:\n  :sym_key: :sym_value\n  q: :\"quoted sym\"\n"},
	{name: "ordering", yaml: "parameters:\n  zeta: 1\n  alpha: 2\n  mid: {z: 1, a: 2, m: 3}\nclasses:\n  zz:\n  aa: {p: 1}\n"},
	{name: "anchors_and_merge", yaml: "parameters:\n  base: &b {x: 1, y: 2}\n  derived:\n    <<: *b\n    y: 3\n  copy: *b\n"},
	{name: "other_keys_ignored", yaml: "classes: [a]\nname: ignored\nextra: {x: 1}\n"},
	{name: "duplicate_keys_last_wins", yaml: "parameters:\n  a: 1\n  b: 2\n  a: 3\n"},
	{name: "document_markers", yaml: "---\nclasses: [a]\n...\n"},
	{name: "json_is_yaml", yaml: `{"classes": {"a": {"x": 1}}, "parameters": {"k": [true, null, 1.5]}, "environment": "production"}`},
	{name: "binary_and_tags", yaml: "parameters:\n  bin: !!binary aGVsbG8=\n  str: !!str 123\n  flt: !!float 2\n"},

	{name: "err_classes_string", yaml: "classes: foo\n", wantErr: `classes must be a list of class names or a hash of class names to parameters, not the string "foo"`, wantWhere: "output line 1, column 10"},
	{name: "err_class_name_integer", yaml: "classes: [1]\n", wantErr: "class names must be non-empty strings, not Integer 1", wantWhere: "output line 1, column 11"},
	{name: "err_class_params_list", yaml: "classes:\n  foo: [a]\n", wantErr: "the parameters of class foo must be a hash (or null), not a list", wantWhere: "output line 2, column 8"},
	{name: "err_parameters_list", yaml: "parameters: [1, 2]\n", wantErr: "parameters must be a hash of variable names to values, not a list", wantWhere: "output line 1, column 13"},
	{name: "err_top_level_list", yaml: "- a\n- b\n", wantErr: "the output is a YAML Array, not a hash"},
	{name: "err_scalar", yaml: "just a string\n", wantErr: "the output is a YAML String, not a hash", wantWhere: "output line 1, column 1",
		inexact: "Puppet fails with a Ruby error (undefined method `inject' for \"just a string\":String); Punch says what is wrong"},
	{name: "err_comment_only", yaml: "# nothing\n", wantErr: "the output holds no YAML value",
		inexact: "Puppet fails with a Ruby error (undefined method `inject' for false:FalseClass); Punch says what is wrong"},
	{name: "err_integer_key", yaml: "1: x\n", wantErr: "key is a Integer, not a string or symbol", wantWhere: "output line 1, column 1"},
	{name: "err_syntax", yaml: "classes: [a\nparameters: x\n", wantErr: "(<unknown>): did not find expected ',' or ']' while parsing a flow sequence at line 1 column 10", wantWhere: "output line 1, column 10"},
	{name: "err_date", yaml: "parameters:\n  d: 2020-01-02\n", wantErr: "Tried to load unspecified class: Date", wantWhere: "output line 2, column 6"},
	{name: "err_time", yaml: "parameters:\n  t: 2020-01-02 10:00:00\n", wantErr: "Tried to load unspecified class: Time", wantWhere: "output line 2, column 6"},
	{name: "err_unknown_environment_name", yaml: "environment: No-Such\n", wantErr: `environment "No-Such" is not a valid environment name`},
	{name: "err_environment_integer", yaml: "environment: 12\n", wantErr: "environment must be a string, not Integer 12", wantWhere: "output line 1, column 14"},
	{name: "err_ruby_object", yaml: "parameters:\n  o: !ruby/object:File {}\n", wantErr: "Tried to load unspecified class: File"},
}

// nodeJSON renders a classification as Puppet's node JSON (the parts an
// ENC controls).
func nodeJSON(t *testing.T, c *Classification) string {
	t.Helper()
	m := data.NewMap(0)
	m.Set("name", c.Node)
	env := c.Environment
	if env == "" {
		env = "production"
	}
	m.Set("environment", env)
	if len(c.Classes) > 0 {
		if c.ClassesAsHash {
			h := data.NewMap(0)
			for _, cl := range c.Classes {
				if cl.Params == nil {
					h.Set(cl.Name, nil)
				} else {
					h.Set(cl.Name, cl.Params)
				}
			}
			m.Set("classes", h)
		} else {
			var names []any
			for _, cl := range c.Classes {
				names = append(names, cl.Name)
			}
			m.Set("classes", names)
		}
	}
	if c.Parameters.Len() > 0 {
		m.Set("parameters", c.Parameters)
	}
	b, err := m.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var reANSI = regexp.MustCompile(`\x1b\[[0-9;]*m`)

func TestOracleNodes(t *testing.T) {
	for _, c := range oracleCases {
		t.Run(c.name, func(t *testing.T) {
			golden := filepath.Join("testdata", "oracle", c.name+".golden")
			raw := testtree.Recording(t, golden, *update, "puppet", func() string {
				root := t.TempDir()
				for _, d := range []string{"conf", "var", "code/environments/production", "code/environments/other"} {
					if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
						t.Fatal(err)
					}
				}
				script := filepath.Join(root, "enc.sh")
				body := "#!/bin/sh\ncat <<'PUNCH_EOF'\n" + c.yaml + "\nPUNCH_EOF\n"
				if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
					t.Fatal(err)
				}
				cmd := exec.Command("puppet", "node", "find", "n1.example.com", "--render-as", "json",
					"--confdir", filepath.Join(root, "conf"), "--codedir", filepath.Join(root, "code"), "--vardir", filepath.Join(root, "var"),
					"--node_terminus", "exec", "--external_nodes", script, "--facts_terminus", "yaml")
				out, _ := cmd.CombinedOutput()
				var keep []string
				for _, l := range strings.Split(reANSI.ReplaceAllString(string(out), ""), "\n") {
					if strings.HasPrefix(l, "{") || strings.HasPrefix(l, "Error: Could not call") {
						keep = append(keep, strings.ReplaceAll(l, script, "ENC"))
					}
				}
				return strings.Join(keep, "\n") + "\n"
			})
			puppet := strings.TrimSpace(raw)
			got, err := Decode("n1.example.com", []byte(c.yaml+"\n"))
			if c.wantErr != "" {
				if err == nil {
					t.Fatalf("Punch accepted the output (Puppet: %s): %s", puppet, nodeJSON(t, got))
				}
				if !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("error\n  %v\nlacks\n  %s\n(Puppet: %s)", err, c.wantErr, puppet)
				}
				var e *Error
				if !errors.As(err, &e) || !strings.Contains(e.Hint, c.wantWhere) {
					t.Fatalf("hint %q lacks %q", e.Hint, c.wantWhere)
				}
				// Where Puppet fails with its own message, Punch's is the
				// same, word for word.
				const prefix = "Error: Could not call 'find' on 'node': "
				first := strings.SplitN(puppet, "\n", 2)[0]
				if strings.HasPrefix(first, prefix+"Could not load external node results") {
					if want := strings.TrimPrefix(first, prefix); err.Error() != want && c.inexact == "" {
						t.Fatalf("message\n  Punch  %s\n  Puppet %s", err, want)
					} else if err.Error() == want && c.inexact != "" {
						t.Fatalf("Punch's message is Puppet's now: drop inexact (%s)", c.inexact)
					}
				}
				t.Logf("Puppet: %s\nPunch:  %v", puppet, err)
				return
			}
			if err != nil {
				t.Fatalf("Punch refused the output Puppet accepts (%s): %v", puppet, err)
			}
			if strings.HasPrefix(puppet, "Error") {
				t.Fatalf("Puppet fails (%s), Punch accepted: %s", puppet, nodeJSON(t, got))
			}
			// Compare as parsed JSON, keeping key order (Puppet hashes are
			// ordered).
			want, err := data.DecodeJSON([]byte(puppet), data.JSONOptions{})
			if err != nil {
				t.Fatalf("recording: %v", err)
			}
			gotV, err := data.DecodeJSON([]byte(nodeJSON(t, got)), data.JSONOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if !orderedEqual(gotV, want) {
				t.Errorf("Punch  %s\nPuppet %s", nodeJSON(t, got), puppet)
			}
		})
	}
}

// orderedEqual is data.Equal that also compares hash key order.
func orderedEqual(a, b any) bool {
	am, ok1 := a.(*data.Map)
	bm, ok2 := b.(*data.Map)
	if ok1 && ok2 {
		if am.Len() != bm.Len() {
			return false
		}
		for i := 0; i < am.Len(); i++ {
			ka, va := am.At(i)
			kb, vb := bm.At(i)
			if ka != kb || !orderedEqual(va, vb) {
				return false
			}
		}
		return true
	}
	al, ok1 := a.([]any)
	bl, ok2 := b.([]any)
	if ok1 && ok2 {
		if len(al) != len(bl) {
			return false
		}
		for i := range al {
			if !orderedEqual(al[i], bl[i]) {
				return false
			}
		}
		return true
	}
	return data.Equal(a, b)
}
