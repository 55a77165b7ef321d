package modfunc

import (
	"os"
	"path/filepath"
	"testing"
)

// TestDataTypeFile checks the loader rules of lib/puppet/datatypes: a
// module answers for its own namespace and its own name only, the
// environment for global names, names are lower-cased, a file whose name
// has capitals is never found.
func TestDataTypeFile(t *testing.T) {
	root := t.TempDir()
	write := func(rel string) string {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("# x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	block := write("modules/netobj/lib/puppet/datatypes/netobj/block.rb")
	deep := write("modules/netobj/lib/puppet/datatypes/netobj/a/b.rb")
	own := write("modules/netobj/lib/puppet/datatypes/netobj.rb")
	write("modules/netobj/lib/puppet/datatypes/other.rb")       // a global name not the module's
	write("modules/netobj/lib/puppet/datatypes/other/thing.rb") // another namespace
	write("modules/netobj/lib/puppet/datatypes/netobj/Caps.rb")
	envType := write("env/lib/puppet/datatypes/site.rb")
	ix := NewIndex(filepath.Join(root, "env"), []Module{
		{Name: "netobj", Path: filepath.Join(root, "modules/netobj")},
		{Name: "other", Path: filepath.Join(root, "modules/other")},
	})
	for _, c := range []struct {
		name, want string
	}{
		{"Netobj::Block", block},
		{"::netobj::block", block},
		{"Netobj::A::B", deep},
		{"Netobj", own},
		{"Site", envType},
		{"Other", ""},
		{"Other::Thing", ""},
		{"Netobj::Caps", ""},
		{"Netobj::Missing", ""},
		{"Nomod::Block", ""},
		{"", ""},
	} {
		got, ok := ix.DataTypeFile(c.name)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("DataTypeFile(%q) = %q, %v; want %q", c.name, got, ok, c.want)
		}
	}
}

// BenchmarkDataTypeFileMiss is what every resource type name a compile
// resolves pays for the data type lookup (the files are listed once), in
// an environment without data types and in one with one.
func BenchmarkDataTypeFileMiss(b *testing.B) {
	for _, withType := range []bool{false, true} {
		root := b.TempDir()
		dir := filepath.Join(root, "modules/netobj/lib/puppet/datatypes/netobj")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			b.Fatal(err)
		}
		name := "none"
		if withType {
			name = "one"
			if err := os.WriteFile(filepath.Join(dir, "block.rb"), []byte("# x\n"), 0o644); err != nil {
				b.Fatal(err)
			}
		}
		ix := NewIndex(root, []Module{{Name: "netobj", Path: filepath.Join(root, "modules/netobj")}})
		ix.DataTypeFile("Netobj::Block")
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				ix.DataTypeFile("File")
			}
		})
	}
}
