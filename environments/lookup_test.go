package environments

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
)

func lookupEnv(t *testing.T, site string) (string, error) {
	t.Helper()
	te := newTestEnv(t, map[string]string{
		"production/manifests/site.pp": site,
		"production/hiera.yaml":        "version: 5\nhierarchy:\n  - { name: common, path: common.yaml }\n",
		"production/data/common.yaml":  "str: value\nnum: 42\nundef_var: \"x=%{nosuch}\"\n",
	}, nil)
	s := te.get(t, "production")
	var logs []string
	in := s.NewInstance(LoaderOptions{Log: func(level, text string) { logs = append(logs, level+": "+text) }}, time.Time{})
	var notices []string
	_, err := compiler.Compile(context.Background(), &compiler.Request{
		Node: "n1", Environment: "production", Facts: values.NewHash(0), Loader: in.Loader, Data: in.Data,
		Log: func(m compiler.Message) { notices = append(notices, m.Text) },
	})
	if err != nil {
		return "", err
	}
	return strings.Join(append(notices, logs...), "\n"), nil
}

// lookup() goes through the compile's Hiera session: a lambda may call
// lookup() again (the session is not held while Puppet code runs), errors
// Puppet shows as they are have no location, others are errors of the call.
func TestLookupCall(t *testing.T) {
	out, err := lookupEnv(t, `notice(lookup('missing') |$k| { lookup('str') })
notice(lookup('undef_var'))
notice(lookup('undef_var'))
notice(lookup(['a', 'num'], Integer))
`)
	if err != nil {
		t.Fatal(err)
	}
	want := "value\nx=\nx=\n42\nwarning: Undefined variable 'nosuch'; \n   (file & line not available)"
	if out != want {
		t.Fatalf("got\n%s\nwant\n%s", out, want)
	}
	_, err = lookupEnv(t, "$x = lookup('absent')\n")
	var ce *eval.Error
	if !errors.As(err, &ce) || ce.Error() != "Function lookup() did not find a value for the name 'absent' on node n1" {
		t.Fatalf("not found: %v", err)
	}
	_, err = lookupEnv(t, "$x = lookup('str', Integer)\n")
	if err == nil || !strings.Contains(err.Error(), "Evaluation Error: Error while evaluating a Function Call, Found value has wrong type, expects an Integer value, got String (file: ") ||
		!strings.HasSuffix(err.Error(), "site.pp, line: 1, column: 6) on node n1") {
		t.Fatalf("wrong type: %v", err)
	}
	_, err = lookupEnv(t, "$x = lookup('str', 'String')\n")
	if err == nil || !strings.Contains(err.Error(), "Error while evaluating a Function Call, The function 'lookup' was called with arguments it does not accept. It expects one of:") {
		t.Fatalf("wrong arguments: %v", err)
	}
}
