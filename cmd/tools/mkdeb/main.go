// Command mkdeb builds Punch's Debian package (make deb) with nfpm: the
// punch binary, the systemd unit running `punch serve` as the punch user,
// /etc/default/punch, the man page and the maintainer scripts of
// cmd/punch/packaging.
//
//	go run ./cmd/tools/mkdeb -bin bin/punch -version 0.1.0 -out bin/punch_0.1.0_amd64.deb
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/goreleaser/nfpm/v2"
	_ "github.com/goreleaser/nfpm/v2/deb" // registers the deb packager
	"github.com/goreleaser/nfpm/v2/files"
)

func main() {
	bin := flag.String("bin", "bin/punch", "the punch binary to package")
	version := flag.String("version", "0.1.0", "package version")
	arch := flag.String("arch", runtime.GOARCH, "Debian architecture (amd64, arm64)")
	dir := flag.String("packaging", "cmd/punch/packaging", "directory of the unit, default file, man page and scripts")
	out := flag.String("out", "", "the .deb to write (default bin/punch_VERSION_ARCH.deb)")
	flag.Parse()
	if *out == "" {
		*out = filepath.Join(filepath.Dir(*bin), fmt.Sprintf("punch_%s_%s.deb", *version, *arch))
	}
	if err := build(*bin, *version, *arch, *dir, *out); err != nil {
		fmt.Fprintln(os.Stderr, "mkdeb:", err)
		os.Exit(1)
	}
	fmt.Println(*out)
}

func build(bin, version, arch, dir, out string) error {
	if _, err := os.Stat(bin); err != nil {
		return fmt.Errorf("the binary: %w (run make build first)", err)
	}
	tmp, err := os.MkdirTemp("", "mkdeb-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	// Debian wants man pages compressed.
	man, err := gzipFile(filepath.Join(dir, "punch.1"), filepath.Join(tmp, "punch.1.gz"))
	if err != nil {
		return err
	}
	mode := func(m os.FileMode) *files.ContentFileInfo {
		return &files.ContentFileInfo{Owner: "root", Group: "root", Mode: m}
	}
	info := &nfpm.Info{
		Name:        "punch",
		Arch:        arch,
		Platform:    "linux",
		Version:     version,
		Section:     "admin",
		Priority:    "optional",
		Maintainer:  "Punch developers <punch@localhost>",
		Description: "Puppet 7 compatible catalog compiler and server\n Punch compiles Puppet 7 code and serves Puppet Server 7's HTTPS API\n (CA, catalogs, files, facts, reports) to Puppet agents, reading\n puppet.conf and Puppet Server's conf.d as they are.",
		Homepage:    "https://github.com/punch-dev/punch",
		License:     "Apache-2.0",
		MTime:       time.Unix(0, 0).UTC(),
		Overridables: nfpm.Overridables{
			Depends:    []string{"passwd"},
			Recommends: []string{"puppet-agent | puppet"},
			Contents: files.Contents{
				{Source: bin, Destination: "/usr/bin/punch", FileInfo: mode(0o755)},
				{Source: filepath.Join(dir, "punch.service"), Destination: "/lib/systemd/system/punch.service", FileInfo: mode(0o644)},
				{Source: filepath.Join(dir, "default"), Destination: "/etc/default/punch", Type: files.TypeConfigNoReplace, FileInfo: mode(0o644)},
				{Source: man, Destination: "/usr/share/man/man1/punch.1.gz", FileInfo: mode(0o644)},
			},
			Scripts: nfpm.Scripts{
				PostInstall: filepath.Join(dir, "postinst"),
				PreRemove:   filepath.Join(dir, "prerm"),
				PostRemove:  filepath.Join(dir, "postrm"),
			},
		},
	}
	info = nfpm.WithDefaults(info)
	if err := nfpm.Validate(info); err != nil {
		return err
	}
	pkg, err := nfpm.Get("deb")
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := pkg.Package(info, &buf); err != nil {
		return err
	}
	return os.WriteFile(out, buf.Bytes(), 0o644)
}

func gzipFile(src, dst string) (string, error) {
	b, err := os.ReadFile(src)
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.ModTime = time.Unix(0, 0)
	if _, err := zw.Write(b); err != nil {
		return "", err
	}
	if err := zw.Close(); err != nil {
		return "", err
	}
	return dst, os.WriteFile(dst, buf.Bytes(), 0o644)
}
