package settings

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
)

// Host describes the machine and user the defaults are computed for.
type Host struct {
	// Root selects Puppet's system directories (/etc/puppetlabs/...);
	// otherwise the per-user ones under Home/.puppetlabs.
	Root bool
	// Home is the user's home directory.
	Home string
	// FQDN returns the host's fully qualified name, for certname.
	FQDN func() string
	// Exists reports whether a path exists (for the defaults of cadir and
	// hiera_config, which depend on what is on disk, as in Puppet).
	Exists func(path string) bool
	// Layout is the Puppet whose defaults apply: LayoutAIO (Puppet's own
	// packages, the default) or LayoutDebian (Debian's and Ubuntu's puppet
	// package, which patches the directories).
	Layout string
}

// Directory layouts.
const (
	LayoutAIO    = "aio"
	LayoutDebian = "debian"
)

// DetectLayout is the layout of the Puppet installed on this machine:
// Debian's when its paths are there (/etc/puppet, /usr/share/puppet) and
// Puppet's own AIO packages' are not (/opt/puppetlabs, /etc/puppetlabs);
// AIO otherwise, as on a machine without Puppet.
func DetectLayout(exists func(string) bool) string {
	if exists("/opt/puppetlabs/puppet") || exists("/etc/puppetlabs/puppet") {
		return LayoutAIO
	}
	if exists("/etc/puppet") || exists("/usr/share/puppet") || exists("/usr/lib/ruby/vendor_ruby/puppet") {
		return LayoutDebian
	}
	return LayoutAIO
}

// CurrentHost describes the running process: root when the effective user
// id is 0, as Puppet decides.
func CurrentHost() Host {
	home, _ := homeDir()
	exists := func(p string) bool { _, err := os.Stat(p); return err == nil }
	return Host{
		Root:   os.Geteuid() == 0,
		Home:   home,
		FQDN:   DetectFQDN,
		Exists: exists,
		Layout: DetectLayout(exists),
	}
}

// Puppet 7's directory defaults (the AIO "puppetlabs" layout).
var systemDirs = map[string]string{
	"confdir":   "/etc/puppetlabs/puppet",
	"codedir":   "/etc/puppetlabs/code",
	"vardir":    "/opt/puppetlabs/puppet/cache",
	"publicdir": "/opt/puppetlabs/puppet/public",
	"rundir":    "/var/run/puppetlabs",
	"logdir":    "/var/log/puppetlabs/puppet",
}

var userDirs = map[string]string{
	"confdir":   ".puppetlabs/etc/puppet",
	"codedir":   ".puppetlabs/etc/code",
	"vardir":    ".puppetlabs/opt/puppet/cache",
	"publicdir": ".puppetlabs/opt/puppet/public",
	"rundir":    ".puppetlabs/var/run",
	"logdir":    ".puppetlabs/var/log",
}

// Debian's puppet package (run_mode.rb patched): /etc/puppet and friends
// for root, ~/.puppet for users.
var debianSystemDirs = map[string]string{
	"confdir":   "/etc/puppet",
	"codedir":   "/etc/puppet/code",
	"vardir":    "/var/cache/puppet",
	"publicdir": "/var/cache/puppet/public",
	"rundir":    "/run/puppet",
	"logdir":    "/var/log/puppet",
}

var debianUserDirs = map[string]string{
	"confdir":   ".puppet/etc",
	"codedir":   ".puppet/code",
	"vardir":    ".puppet/cache",
	"publicdir": ".puppet/cache/public",
	"rundir":    ".puppet/var/run",
	"logdir":    ".puppet/var/log",
}

func (h Host) debian() bool { return h.Layout == LayoutDebian }

func (h Host) dir(name string) string {
	switch {
	case h.Root && h.debian():
		return debianSystemDirs[name]
	case h.Root:
		return systemDirs[name]
	case h.debian():
		return filepath.Join(h.Home, debianUserDirs[name])
	}
	return filepath.Join(h.Home, userDirs[name])
}

func (h Host) systemModules() string {
	if h.debian() {
		return "/usr/share/puppet/modules"
	}
	return "/opt/puppetlabs/puppet/modules"
}

func (h Host) vendorModules() string {
	if h.debian() {
		return "/usr/share/puppet/vendor_modules"
	}
	return "/opt/puppetlabs/puppet/vendor_modules"
}

// ssldir is Debian's /var/lib/puppet/ssl for root (its run_mode.rb), else
// $confdir/ssl as upstream.
func (h Host) ssldir() string {
	if h.debian() && h.Root {
		return "/var/lib/puppet/ssl"
	}
	return "$confdir/ssl"
}

// newCadir is where Puppet 7 keeps a new CA.
func (h Host) newCadir() string {
	if h.debian() {
		return "/etc/puppet/puppetserver/ca"
	}
	return "/etc/puppetlabs/puppetserver/ca"
}

// serverConfDir is Puppet Server's conf.d directory, for root only (a
// user's punch serve reads none unless told).
func (h Host) serverConfDir() string {
	switch {
	case !h.Root:
		return ""
	case h.debian():
		return "/etc/puppet/puppetserver/conf.d"
	}
	return "/etc/puppetlabs/puppetserver/conf.d"
}

func (h Host) certname() string {
	if h.FQDN == nil {
		return ""
	}
	return strings.ToLower(strings.TrimSuffix(h.FQDN(), "."))
}

func (h Host) exists(p string) bool {
	if h.Exists == nil {
		return false
	}
	return h.Exists(p)
}

// defaultHieraConfig is $codedir/hiera.yaml when that file exists, else
// $confdir/hiera.yaml, as in Puppet 7.
func defaultHieraConfig(r *resolver) (string, error) {
	code, err := r.value("codedir")
	if err != nil {
		return "", err
	}
	if p := filepath.Join(code.str, "hiera.yaml"); r.host.exists(p) {
		return p, nil
	}
	conf, err := r.value("confdir")
	if err != nil {
		return "", err
	}
	return filepath.Join(conf.str, "hiera.yaml"), nil
}

// defaultCadir is $ssldir/ca when it exists (the pre-Puppet 7 layout; a
// symlink is followed), else /etc/puppetlabs/puppetserver/ca (Debian:
// /etc/puppet/puppetserver/ca), as in Puppet 7.
func defaultCadir(r *resolver) (string, error) {
	ssl, err := r.value("ssldir")
	if err != nil {
		return "", err
	}
	old := filepath.Join(ssl.str, "ca")
	if r.host.exists(old) {
		if target, err := os.Readlink(old); err == nil {
			if !filepath.IsAbs(target) {
				target = filepath.Join(ssl.str, target)
			}
			return target, nil
		}
		return old, nil
	}
	return r.host.newCadir(), nil
}

// DetectFQDN finds this host's fully qualified name the way Facter does
// without asking DNS: the host name if it has a dot; else the canonical
// name of the host in /etc/hosts if that has a dot; else the host name
// with the domain (or first search domain) of /etc/resolv.conf.
func DetectFQDN() string {
	host, err := os.Hostname()
	if err != nil || host == "" {
		return "localhost"
	}
	host = strings.TrimSuffix(host, ".")
	if strings.Contains(host, ".") {
		return host
	}
	if f, err := os.Open("/etc/hosts"); err == nil {
		canon := hostsCanonical(f, host)
		f.Close()
		if strings.Contains(canon, ".") {
			return canon
		}
	}
	if f, err := os.Open("/etc/resolv.conf"); err == nil {
		domain := resolvDomain(f)
		f.Close()
		if domain != "" {
			return host + "." + domain
		}
	}
	return host
}

// hostsCanonical returns the first name of the /etc/hosts line that lists
// host, or "".
func hostsCanonical(f *os.File, host string) string {
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		fields := strings.Fields(line)
		if len(fields) < 2 {
			continue
		}
		for _, name := range fields[1:] {
			if strings.EqualFold(name, host) {
				return strings.TrimSuffix(fields[1], ".")
			}
		}
	}
	return ""
}

// resolvDomain returns the "domain" of resolv.conf, or the first "search"
// domain.
func resolvDomain(f *os.File) string {
	sc := bufio.NewScanner(f)
	search := ""
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 {
			continue
		}
		switch fields[0] {
		case "domain":
			return strings.TrimSuffix(fields[1], ".")
		case "search":
			if search == "" {
				search = strings.TrimSuffix(fields[1], ".")
			}
		}
	}
	return search
}
