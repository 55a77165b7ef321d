package resourcetypes

import (
	"os"
	"testing"
)

func BenchmarkLoadDebianModuleTypes(b *testing.B) {
	if _, err := os.Stat(debianModules); err != nil {
		b.Skip("Debian modules not installed")
	}
	dirs, _ := ModuleDirs([]string{debianModules})
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		LoadModuleTypes(dirs)
	}
}

func BenchmarkLoadPcoreTypes(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		LoadPcoreTypes("testdata/pcore")
	}
}

func BenchmarkHasAttribute(b *testing.B) {
	file, _ := Builtin("file")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		file.HasAttribute("content")
		file.HasAttribute("require")
		file.HasAttribute("nosuch")
	}
}

func BenchmarkUniquenessKeyFile(b *testing.B) {
	file, _ := Builtin("file")
	param := func(string) (any, bool) { return nil, false }
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		file.UniquenessKey("/etc/app/conf.d/", param)
	}
}

func BenchmarkUniquenessKeyNotify(b *testing.B) {
	notify, _ := Builtin("notify")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		notify.UniquenessKey("hello", nil)
	}
}
