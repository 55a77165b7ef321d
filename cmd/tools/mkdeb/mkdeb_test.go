package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/punch-dev/punch/cmd/punch/punchtest"
)

// debianRoot is the fresh Debian 12 root .ci/install.d/punch-deb.sh makes.
const debianRoot = "/var/cache/punch-ci/bookworm-root"

// The tests share one build of punch (punchtest) and its package: each
// took minutes of a loaded machine's CPU (a static build of the whole
// command, then the compression of the package).
var (
	debOnce sync.Once
	debDir  string
	debErr  error
)

// buildDeb builds punch and its package once, into a temporary directory
// TestMain removes.
func buildDeb(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: not building the package")
	}
	// A static build, as `make deb` makes it.
	bin := punchtest.Binary(t, "CGO_ENABLED=0")
	debOnce.Do(func() {
		if debDir, debErr = os.MkdirTemp("", "punch-deb-"); debErr != nil {
			return
		}
		debErr = build(bin, "0.1.0", "amd64", "../../punch/packaging", filepath.Join(debDir, "punch_0.1.0_amd64.deb"))
	})
	if debErr != nil {
		t.Fatal(debErr)
	}
	return filepath.Join(debDir, "punch_0.1.0_amd64.deb")
}

func TestMain(m *testing.M) {
	code := m.Run()
	if debDir != "" {
		os.RemoveAll(debDir)
	}
	punchtest.Cleanup()
	os.Exit(code)
}

// TestDebContents: the package has the binary, the unit, the default
// options (a conffile), the man page and the maintainer scripts.
func TestDebContents(t *testing.T) {
	if _, err := exec.LookPath("dpkg-deb"); err != nil {
		t.Skip("dpkg-deb is not installed (apt-get install dpkg)")
	}
	deb := buildDeb(t)
	out, err := exec.Command("dpkg-deb", "-c", deb).CombinedOutput()
	if err != nil {
		t.Fatalf("dpkg-deb -c: %v\n%s", err, out)
	}
	for _, want := range []string{"./usr/bin/punch", "./lib/systemd/system/punch.service", "./etc/default/punch", "./usr/share/man/man1/punch.1.gz"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the package lacks %s:\n%s", want, out)
		}
	}
	info, err := exec.Command("dpkg-deb", "-I", deb).CombinedOutput()
	if err != nil {
		t.Fatalf("dpkg-deb -I: %v\n%s", err, info)
	}
	for _, want := range []string{"Package: punch", "Version: 0.1.0", "Architecture: amd64", "postinst", "prerm", "postrm", "conffiles"} {
		if !strings.Contains(string(info), want) {
			t.Errorf("the control data lacks %q:\n%s", want, info)
		}
	}
}

// TestDebInstallsOnDebian12 installs the package with dpkg -i in a copy
// of a fresh Debian 12 root (debootstrap minbase with systemd), runs punch --version
// there, checks the punch user and directories the postinst makes, and
// verifies the unit with systemd-analyze verify against that root.
func TestDebInstallsOnDebian12(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("not root: installing into a Debian root needs chroot")
	}
	if _, err := os.Stat(filepath.Join(debianRoot, "usr/bin/systemctl")); err != nil {
		t.Skipf("no Debian 12 root in %s: .ci/install.d/punch-deb.sh makes it (debootstrap --variant=minbase --include=systemd,procps bookworm)", debianRoot)
	}
	deb := buildDeb(t)
	root := writableRoot(t)
	b, err := os.ReadFile(deb)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "punch.deb"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	chroot := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("chroot", append([]string{root}, args...)...)
		cmd.Env = []string{"PATH=/usr/sbin:/usr/bin:/sbin:/bin", "DEBIAN_FRONTEND=noninteractive", "LANG=C"}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("chroot %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	chroot("dpkg", "-i", "/punch.deb")
	if v := chroot("/usr/bin/punch", "--version"); !strings.HasPrefix(v, "punch ") {
		t.Errorf("punch --version: %q", v)
	}
	if st := chroot("dpkg-query", "-W", "-f=${Status}", "punch"); st != "install ok installed" {
		t.Errorf("dpkg status %q", st)
	}
	if pw := chroot("getent", "passwd", "punch"); !strings.Contains(pw, "/var/lib/punch") {
		t.Errorf("punch user: %q", pw)
	}
	if fi, err := os.Stat(filepath.Join(root, "var/lib/punch")); err != nil || !fi.IsDir() {
		t.Errorf("/var/lib/punch: %v", err)
	}
	chroot("punch", "serve", "--help")
	// Upgrade in place (the same version again) and remove: the scripts
	// run without systemd as well.
	chroot("dpkg", "-i", "/punch.deb")
	if sa, err := exec.LookPath("systemd-analyze"); err == nil {
		// --man=no: the minimal root has no man(1) to open man:punch(1).
		out, err := exec.Command(sa, "verify", "--man=no", "--root="+root, "/lib/systemd/system/punch.service").CombinedOutput()
		if err != nil || len(strings.TrimSpace(string(out))) > 0 {
			t.Errorf("systemd-analyze verify: %v\n%s", err, out)
		}
	} else {
		t.Log("systemd-analyze is not installed: the unit was not verified")
	}
	chroot("dpkg", "--purge", "punch")
	if _, err := os.Stat(filepath.Join(root, "usr/bin/punch")); err == nil {
		t.Error("/usr/bin/punch is still there after dpkg --purge")
	}
}

// writableRoot gives the test a root it may change without touching the
// cached one: an overlay over the cache (only what dpkg writes takes
// space), or, where the kernel or the container refuses the mount, a copy.
// A full copy is about 250 MB; a CI run on a machine with little free disk
// failed on it ("No space left on device", stop 21), so the copy is the
// fallback, not the rule.
func writableRoot(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	up, work, merged := filepath.Join(dir, "up"), filepath.Join(dir, "work"), filepath.Join(dir, "root")
	for _, d := range []string{up, work, merged} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	opts := "lowerdir=" + debianRoot + ",upperdir=" + up + ",workdir=" + work
	out, err := exec.Command("mount", "-t", "overlay", "overlay", "-o", opts, merged).CombinedOutput()
	if err == nil {
		// Registered after TempDir's removal, so it runs before it.
		t.Cleanup(func() {
			if out, err := exec.Command("umount", merged).CombinedOutput(); err != nil {
				t.Errorf("umount %s: %v\n%s", merged, err, out)
			}
		})
		return merged
	}
	t.Logf("no overlay mount (%v: %s): copying the root", err, strings.TrimSpace(string(out)))
	if err := os.Remove(merged); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("cp", "-a", debianRoot, merged).CombinedOutput(); err != nil {
		if strings.Contains(string(out), "No space left on device") {
			// The machine, not the package: say so instead of failing.
			t.Skipf("no overlay mount and no room for a copy of the Debian root in %s (about 250 MB): %s", dir, firstLine(string(out)))
		}
		t.Fatalf("copying the root: %v\n%s", err, out)
	}
	return merged
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
