package eval_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
)

// TestManyFactsFrozen: every fact reaches an ERB template frozen, however
// many the node has (a walk bounded at 65,536 values left the later ones
// unfrozen). Puppet hands facts to Ruby frozen (golden
// ruby11_frozen_provenance).
func TestManyFactsFrozen(t *testing.T) {
	const n = 70000
	f := values.NewHash(n + 1)
	for i := 0; i < n; i++ {
		f.Put(fmt.Sprintf("f%05d", i), fmt.Sprintf("value %d", i))
	}
	f.Put("last", values.HashFrom("list", []values.Value{"a", "b"}))
	l := env(t, map[string]string{
		"modules/m/templates/t.erb": "<%= @facts['f00000'].frozen? %> <%= @facts['f69999'].frozen? %> " +
			"<%= @facts['last'].frozen? %> <%= @facts['last']['list'].frozen? %> <%= @facts['last']['list'][1].frozen? %> " +
			"<%= \"x#{@facts['f69999']}\".frozen? %>",
		"manifests/site.pp": "notice(template('m/t.erb'))\n",
	})
	var logs []string
	req := &eval.Request{Node: "web01.example.com", Facts: f, Environment: "production", Loader: l,
		Log: func(m eval.Message) { logs = append(logs, m.String()) }}
	if _, _, err := eval.Compile(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	want := "true true true true true false"
	if got := strings.Join(logs, "\n"); !strings.Contains(got, want) {
		t.Errorf("logs %q, want the notice %q", got, want)
	}
}
