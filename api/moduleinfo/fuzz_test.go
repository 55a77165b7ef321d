package moduleinfo

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParseTransportSchema: any file content ends in definitions or an
// error naming the file (never a panic), and what is read registers or is
// refused with an error.
func FuzzParseTransportSchema(f *testing.F) {
	for _, p := range []string{"modules/other/lib/puppet/transport/schema/demo_device.rb", "modules/other/lib/puppet/transport/schema/alpha.rb"} {
		b, err := os.ReadFile(filepath.Join("testdata", p))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("Puppet::ResourceApi.register_transport(name: 'a', desc: <<~A, connection_info: { b: { type: 'String', desc: <<-B } })\n  x\n  A\n  y\n  B\n"))
	f.Add([]byte("Puppet::ResourceApi.register_transport name: :x, desc: %q(a (b) c), connection_info: {'k' => {type: 'Integer', default: -1_0.5e3}}\n"))
	f.Add([]byte("=begin\n=end\nPuppet::ResourceApi.register_transport({name: \"\\u{1F600 41} \\x4 \\777\", desc: '\\'', connection_info: {}})"))
	f.Add([]byte("Puppet::ResourceApi.register_transport(name: <<'X', desc: <<\"Y\")\nX\nY\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		calls, err := ParseTransportSchema("f.rb", src)
		if err != nil {
			var le *LiteralError
			if !errors.As(err, &le) || !strings.HasPrefix(err.Error(), "f.rb:") {
				t.Fatalf("error without a place: %v", err)
			}
			return
		}
		defs, err := registerAll("f.rb", calls, map[string]bool{}, "production")
		if err == nil {
			if _, err := Marshal(defs); err != nil {
				t.Fatalf("definitions that do not encode: %v", err)
			}
		}
	})
}

// FuzzTaskMetadata: any metadata file gives a task, a TaskError or "not
// found", and the task list never fails for it; the files a task lists are
// all inside the environment's modules.
func FuzzTaskMetadata(f *testing.F) {
	for _, n := range []string{"init.json", "multi.json", "badmount.json", "relpath.json", "missimpl.json"} {
		b, err := os.ReadFile(filepath.Join("testdata", "modules", "demo", "tasks", n))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`{"files": ["fz/files/", "fz/lib/x.rb", "fz/files/../../../etc/passwd", "fz/tasks/t.sh"], "implementations": [{"name": "t.sh", "files": ["fz/scripts/"]}]}`))
	f.Add([]byte(`{"implementations": "x", "private": {"a": [1]}, "description": null}`))
	dir := f.TempDir()
	mod := filepath.Join(dir, "fz")
	for _, d := range []string{"tasks", "files/sub", "lib", "scripts"} {
		if err := os.MkdirAll(filepath.Join(mod, d), 0o755); err != nil {
			f.Fatal(err)
		}
	}
	for _, p := range []string{"tasks/t.sh", "files/a.txt", "files/sub/b.txt", "lib/x.rb", "scripts/s.sh"} {
		if err := os.WriteFile(filepath.Join(mod, p), []byte("x\n"), 0o644); err != nil {
			f.Fatal(err)
		}
	}
	mods := []Module{{Name: "fz", Path: mod}}
	meta := filepath.Join(mod, "tasks", "t.json")
	f.Fuzz(func(t *testing.T, md []byte) {
		if err := os.WriteFile(meta, md, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, _, err := ListTasks(mods); err != nil {
			t.Fatalf("ListTasks: %v", err)
		}
		d, err := FindTask(mods, "fz", "t")
		if err != nil {
			var te *TaskError
			if !errors.As(err, &te) {
				t.Fatalf("FindTask: %v", err)
			}
			return
		}
		for _, file := range d.Files {
			if !strings.HasPrefix(file.Path, mod+string(filepath.Separator)) {
				t.Fatalf("file outside the module: %s", file.Path)
			}
			if _, err := file.Describe("production", nil); err != nil {
				var te *TaskError
				if !errors.As(err, &te) {
					t.Fatalf("Describe: %v", err)
				}
			}
		}
	})
}
