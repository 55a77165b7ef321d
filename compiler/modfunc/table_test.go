package modfunc

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/functions/ports"
	"github.com/punch-dev/punch/compiler/functions/stdlib"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// library is the function library's Go functions (Puppet's own and the
// ports of module functions).
var library = functions.NewTable(core.Functions(), stdlib.Functions(), ports.Functions())

const debianModules = "/usr/share/puppet/modules"

func needDebianModules(t testing.TB) {
	if _, err := os.Stat(filepath.Join(debianModules, "stdlib", "metadata.json")); err != nil {
		t.Skip("needs Debian's puppet-module-puppetlabs-stdlib (apt-get install puppet-module-puppetlabs-stdlib)")
	}
}

// A port runs only for the exact file it was checked against: Debian's
// stdlib gets the port, the same file changed by one byte gets none (it
// runs in the Ruby runtime).
func TestPortsByHash(t *testing.T) {
	needDebianModules(t)
	for _, c := range []struct{ name, rel string }{
		{"pick", "lib/puppet/parser/functions/pick.rb"},
		{"to_json_pretty", "lib/puppet/functions/to_json_pretty.rb"},
		{"stdlib::end_with", "lib/puppet/functions/stdlib/end_with.rb"},
	} {
		src, err := os.ReadFile(filepath.Join(debianModules, "stdlib", c.rel))
		if err != nil {
			t.Fatal(err)
		}
		name := c.name
		for _, changed := range []bool{false, true} {
			root := t.TempDir()
			body := src
			if changed {
				body = append(append([]byte(nil), src...), '\n')
			}
			testtree.Write(t, root, map[string]string{"modules/stdlib/" + c.rel: string(body)})
			tab := NewTable(root, []Module{{Name: "stdlib", Path: filepath.Join(root, "modules", "stdlib")}}, library)
			fn, _ := tab.Lookup(name, "")
			if fn == nil {
				t.Fatalf("%s: not found", name)
			}
			if got := fn.Port() != nil; got == changed {
				t.Errorf("%s (changed %v): port %v", name, changed, got)
			}
		}
	}
}

// The Ruby world of a table has the modules' lib directories on its load
// path, in modulepath order, then the environment's.
func TestTableLoadPath(t *testing.T) {
	root := t.TempDir()
	tab := NewTable(root, []Module{{Name: "a", Path: filepath.Join(root, "a")}, {Name: "b", Path: filepath.Join(root, "b")}}, library)
	got := strings.Join(tab.Ruby().LoadPath(), " ")
	want := strings.Join([]string{filepath.Join(root, "a", "lib"), filepath.Join(root, "b", "lib"), filepath.Join(root, "lib")}, " ")
	if got != want {
		t.Errorf("load path %s, want %s", got, want)
	}
}

// Puppet's instantiator checks come before the runtime sees the file.
func TestLoadChecks(t *testing.T) {
	root := t.TempDir()
	testtree.Write(t, root, map[string]string{
		"modules/m/lib/puppet/functions/m/nc.rb": "x = 1\n",
	})
	tab := NewTable(root, []Module{{Name: "m", Path: filepath.Join(root, "modules", "m")}}, library)
	fn, _ := tab.Lookup("m::nc", "")
	_, err := fn.Ruby()
	want := "The code loaded from " + filepath.Join(root, "modules/m/lib/puppet/functions/m/nc.rb") + " does not seem to be a Puppet 4x API function - no create_function call."
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

// A 3.x file that defines other functions besides its own makes them known
// once it is loaded (puppetlabs-docker's docker_run_flags.rb defines
// docker::escape), not before; the index's own files still come first.
func TestSideDefined3x(t *testing.T) {
	root := t.TempDir()
	testtree.Write(t, root, map[string]string{
		"modules/m/lib/puppet/parser/functions/m_flags.rb": `module Puppet::Parser::Functions
  newfunction(:'m::quote', type: :rvalue) { |args| "q" }
  newfunction(:pick, type: :rvalue) { |args| "shadow" }
  newfunction(:m_flags, type: :rvalue) { |args| "f" }
end
`,
		"modules/m/lib/puppet/parser/functions/pick.rb": "Puppet::Parser::Functions.newfunction(:pick, type: :rvalue) { |args| 'own' }\n",
	})
	tab := NewTable(root, []Module{{Name: "m", Path: filepath.Join(root, "modules", "m")}}, library)
	if fn, _ := tab.Lookup("m::quote", ""); fn != nil {
		t.Fatal("m::quote known before its file is loaded")
	}
	fn, _ := tab.Lookup("m_flags", "")
	rf, err := fn.Ruby()
	if err != nil {
		t.Fatal(err)
	}
	if len(rf.Also) != 2 || rf.Also[0].Name != "m::quote" || rf.Also[1].Name != "pick" {
		t.Fatalf("Also: %v", rf.Also)
	}
	q, r := tab.Lookup("m::quote", "")
	if q == nil || r != sideRank || q.File.Name != "m::quote" || q.File.Path != fn.File.Path {
		t.Fatalf("m::quote after load: %v %v", q, r)
	}
	if qf, err := q.Ruby(); err != nil || qf.Name != "m::quote" || qf.API != 3 {
		t.Errorf("m::quote Ruby: %v %v", qf, err)
	}
	if tab.Lookup3x("m::quote") != q {
		t.Error("Lookup3x does not find m::quote")
	}
	if p, _ := tab.Lookup("pick", ""); p == nil || p.File.Name != "pick" || !strings.HasSuffix(p.File.Path, "pick.rb") {
		t.Errorf("pick: %v", p)
	}
}
