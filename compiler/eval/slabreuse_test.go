package eval_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// slabReuseSite declares, for each node, resources of a define with many
// parameters (most left undef), classes with parameters, relationships, a
// virtual resource realized by a collector and a template rendered in
// Ruby (which holds the compile's scopes while it runs): what a compile
// cuts from its scope and parameter blocks. The values depend on
// the node, so a catalog that read another compile's blocks differs.
const slabReuseSite = `
define many(
  $a = undef, $b = undef, $c = undef, $d = undef, $e = undef, $f = undef,
  $g = undef, $h = undef, $i = undef, $j = undef, $k = undef, $l = "l-${title}",
) {
  $msg = inline_template("<%= @title %>/<%= @a %>/<%= @l %>/<%= scope['::nodeid'] %>")
  notify { "many-${title}": message => $msg, tag => [$a, $title] }
}
class holder($count, $word = 'w') {
  $count.each |$i| {
    many { "${word}-${i}": a => "${::nodeid}-${i}", k => $i }
  }
  @file { "/tmp/${::nodeid}": ensure => file, content => $word }
}
$nodeid = $trusted['certname']
node default {
  class { 'holder': count => $nodeid.length + 3, word => "w${nodeid}" }
  File <| title == "/tmp/${nodeid}" |>
  Notify["many-w${nodeid}-0"] -> Notify["many-w${nodeid}-1"]
}
`

// TestSlabReuseKeepsCatalogs: compiles hand their scope and
// parameter blocks to later compiles (slabreuse.go); a catalog made before
// stays as it was, and compiles running at once (go test -race) each get
// their own blocks and the catalog their node should have.
func TestSlabReuseKeepsCatalogs(t *testing.T) {
	l := env(t, map[string]string{"manifests/site.pp": slabReuseSite})
	nodes := []string{"n1", "node22", "node-three-333", "x", "fourth-node-4444"}
	want := map[string][]byte{}
	kept := map[string]result{}
	for _, n := range nodes {
		r := compileEnv(t, l, n)
		if r.err != nil {
			t.Fatal(r.err)
		}
		kept[n] = r
		want[n] = r.cat.MarshalCompactJSON()
		// the catalog is the node's (what a compile reading zeroed or
		// another compile's blocks would not give)
		msg := res(t, r.cat, "Notify", fmt.Sprintf("many-w%s-%d", n, len(n)+2)).Params
		if got := fmt.Sprint(msg); !strings.Contains(got, fmt.Sprintf("w%[1]s-%[2]d/%[1]s-%[2]d/l-w%[1]s-%[2]d/%[1]s", n, len(n)+2)) {
			t.Errorf("%s: message %s", n, got)
		}
		if res(t, r.cat, "File", "/tmp/"+n) == nil {
			t.Errorf("%s: the realized file is missing", n)
		}
	}
	testtree.Concurrently(4, func(g int) {
		for i := 0; i < 3; i++ {
			n := nodes[(g+i)%len(nodes)]
			r := compileEnv(t, l, n)
			if r.err != nil {
				t.Error(r.err)
				return
			}
			if got := r.cat.MarshalCompactJSON(); !bytes.Equal(differentUUID(got), differentUUID(want[n])) {
				t.Errorf("%s compiled again: %s\nwant %s", n, got, want[n])
			}
		}
	})
	for _, n := range nodes {
		if got := kept[n].cat.MarshalCompactJSON(); !bytes.Equal(got, want[n]) {
			t.Errorf("%s: the first catalog changed after later compiles:\n%s\nwas %s", n, got, want[n])
		}
	}
}

// differentUUID blanks what differs between two compiles of one catalog:
// its catalog_uuid and its version (the time of the compile).
func differentUUID(b []byte) []byte {
	out := append([]byte(nil), b...)
	for _, key := range []string{`"catalog_uuid":`, `"version":`} {
		i := bytes.Index(out, []byte(key))
		if i < 0 {
			continue
		}
		i += len(key)
		j := i
		for j < len(out) && out[j] != ',' && out[j] != '}' {
			j++
		}
		out = append(out[:i:i], out[j:]...)
	}
	return out
}
