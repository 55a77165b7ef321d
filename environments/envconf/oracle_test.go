package envconf

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/environments/settings"
)

// These tests compare Punch's environment configuration with Puppet's:
// each case builds a tree (puppet.conf, environments, directories), runs
// ../settings/testdata/print_settings.rb (Puppet 7.23's settings and
// environment code in run mode "server") for the case's environment, and
// records the output in testdata/oracle/NAME.golden, the tree's root
// written as ROOT. Run
// `go test -run Oracle -update` where Puppet is installed to record again.

var update = flag.Bool("update", false, "record the oracle output again by running puppet")

type envCase struct {
	name   string
	env    string
	global string            // puppet.conf
	files  map[string]string // path under ROOT -> content; a path ending in / is a directory
	flags  []string
	// errPart must be in Punch's error when Puppet fails.
	errPart string
	// logsError: Puppet logs an error but carries on with the values it
	// prints; Punch warns.
	logsError bool
}

// printSettings is the settings tests' oracle script, which prints an
// environment's settings too when given --environment.
const printSettings = "../settings/testdata/print_settings.rb"

var printed = []string{"modulepath", "manifest", "config_version", "environment_timeout", "static_catalogs", "rich_data"}

var envCases = []envCase{
	{name: "no_environment_conf", env: "production", files: map[string]string{"code/environments/production/manifests/": ""}},
	{name: "full", env: "e1", global: "[server]\nenvironment_timeout = 5m\n", files: map[string]string{
		"code/environments/e1/environment.conf": `# comment
modulepath = site:$basemodulepath:/abs/$environment:g/*:nomatch/*:~/hm:$codedir/cm
manifest = mymanifests/
config_version = 'scripts/ver.sh $environment $confdir'
environment_timeout = 3m
static_catalogs = false
rich_data = TRUE
foo = bar
[main]
x = 1
[agent]
y = 2
`,
		"code/environments/e1/site/":     "",
		"code/environments/e1/g/y/":      "",
		"code/environments/e1/g/x/":      "",
		"code/environments/e1/g/file.pp": "",
	}},
	{name: "relative_and_dot_paths", env: "dev", files: map[string]string{
		"code/environments/dev/environment.conf": "modulepath = ./modules:../shared/modules:/srv/m/../m2\nmanifest = ./site.pp\n",
	}},
	{name: "glob_sorted", env: "dev", files: map[string]string{
		"code/environments/dev/environment.conf": "modulepath = b/*:a/m?:$basemodulepath\n",
		"code/environments/dev/a/m2/":            "",
		"code/environments/dev/a/m1/":            "",
		"code/environments/dev/a/other/":         "",
		"code/environments/dev/b/z/":             "",
		"code/environments/dev/b/c/":             "",
	}},
	// Puppet reads {...} in a value as file metadata, so brace globs fail.
	{name: "err_glob_braces", env: "dev", files: map[string]string{
		"code/environments/dev/environment.conf": "modulepath = {b,a}/*:$basemodulepath\n",
	}, errPart: "environment.conf:1: Could not parse '{b,a}/*:$basemodulepath'"},
	{name: "global_default_manifest_absolute", env: "dev", global: "default_manifest = /srv/site.pp\nenvironment_timeout = unlimited\nstatic_catalogs = false\n",
		files: map[string]string{"code/environments/dev/environment.conf": "modulepath = modules\n"}},
	{name: "global_default_manifest_relative", env: "dev", global: "[server]\ndefault_manifest = site/main.pp\n",
		files: map[string]string{"code/environments/dev/": ""}},
	{name: "disable_per_environment_manifest", env: "dev", global: "default_manifest = /srv/site.pp\ndisable_per_environment_manifest = true\n",
		files: map[string]string{"code/environments/dev/environment.conf": "manifest = other.pp\n"}, logsError: true},
	{name: "flags_win_over_environment_conf", env: "dev",
		flags: []string{"--modulepath", "/cli/m1:/cli/m2", "--manifest", "/cli/site.pp", "--environment_timeout", "7", "--no-rich_data"},
		files: map[string]string{"code/environments/dev/environment.conf": "modulepath = mine\nmanifest = mine.pp\nenvironment_timeout = 1m\nrich_data = true\n"}},
	{name: "empty_modulepath", env: "dev", files: map[string]string{"code/environments/dev/environment.conf": "modulepath =\n"}},
	{name: "duplicates_first_wins", env: "dev", files: map[string]string{"code/environments/dev/environment.conf": "manifest = a.pp\nmanifest = b.pp\n"}},
	{name: "config_version_absolute", env: "dev", files: map[string]string{"code/environments/dev/environment.conf": "config_version = /usr/bin/git --git-dir $codedir/environments/$environment/.git rev-parse HEAD\n"}},
	// Empty: Puppet makes it the environment directory (which then fails to run).
	{name: "config_version_empty", env: "dev", files: map[string]string{"code/environments/dev/environment.conf": "config_version =\n"}},
	{name: "config_version_relative", env: "dev", files: map[string]string{"code/environments/dev/environment.conf": "config_version = bin/v.sh --short $environment\n"}},
	{name: "config_version_variable_first", env: "dev", files: map[string]string{"code/environments/dev/environment.conf": "config_version = $environment\n"}},
	{name: "interpolated_manifest", env: "dev", files: map[string]string{"code/environments/dev/environment.conf": "manifest = $codedir/shared/site.pp\n"}},

	{name: "err_bad_timeout", env: "dev", files: map[string]string{"code/environments/dev/environment.conf": "\nenvironment_timeout = soon\n"},
		errPart: `environment.conf:2: setting environment_timeout: Invalid 'time to live' format '"soon"' for parameter: environment_timeout`},
	{name: "err_bad_boolean", env: "dev", files: map[string]string{"code/environments/dev/environment.conf": "rich_data = yes\n"},
		errPart: `environment.conf:1: setting rich_data: Invalid value '"yes"' for boolean parameter: rich_data`},
	{name: "err_unknown_variable", env: "dev", files: map[string]string{"code/environments/dev/environment.conf": "modulepath = $nosuch/m\n"},
		errPart: "environment.conf:1: setting modulepath: Error converting value for param 'modulepath': Could not find value for $nosuch"},
	{name: "err_syntax", env: "dev", files: map[string]string{"code/environments/dev/environment.conf": "modulepath: x\n"},
		errPart: `environment.conf:1: Could not match line "modulepath: x"`},
}

func buildTree(t *testing.T, root string, c envCase) {
	t.Helper()
	files := map[string]string{"conf/puppet.conf": c.global, "home/": ""}
	for k, v := range c.files {
		files[k] = v
	}
	testtree.Write(t, root, files)
}

func caseFlags(root string, c envCase) []string {
	return append([]string{"--config", filepath.Join(root, "conf/puppet.conf"), "--confdir", filepath.Join(root, "conf"),
		"--codedir", filepath.Join(root, "code"), "--vardir", filepath.Join(root, "var"),
		"--basemodulepath", "$codedir/modules:/oracle/global", "--environment", c.env}, c.flags...)
}

var (
	reANSI    = regexp.MustCompile(`\x1b\[[0-9;]*m`)
	rePrinted = regexp.MustCompile(`^([a-z_]+) = (.*)$`)
)

func TestOracleRecordings(t *testing.T) {
	for _, c := range envCases {
		t.Run(c.name, func(t *testing.T) {
			root, err := filepath.EvalSymlinks(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			buildTree(t, root, c)
			t.Setenv("HOME", filepath.Join(root, "home"))
			golden := filepath.Join("testdata", "oracle", c.name+".golden")
			raw := testtree.Recording(t, golden, *update, "puppet", func() string {
				args := append(append([]string{printSettings}, printed...), "--")
				cmd := exec.Command("ruby", append(args, caseFlags(root, c)...)...)
				cmd.Env = append(os.Environ(), "HOME="+filepath.Join(root, "home"))
				out, _ := cmd.CombinedOutput()
				return strings.ReplaceAll(reANSI.ReplaceAllString(string(out), ""), root, "ROOT")
			})
			want := map[string]string{}
			wantWarn := map[string]bool{}
			var puppetErr []string
			for _, l := range strings.Split(strings.ReplaceAll(raw, "ROOT", root), "\n") {
				switch {
				case strings.HasPrefix(l, "Error: ") && c.logsError:
					wantWarn[strings.TrimPrefix(l, "Error: ")] = true
				case strings.HasPrefix(l, "Error: "):
					puppetErr = append(puppetErr, l)
				case strings.HasPrefix(l, "Warning: "):
					wantWarn[strings.TrimPrefix(l, "Warning: ")] = true
				default:
					if m := rePrinted.FindStringSubmatch(l); m != nil {
						want[m[1]] = m[2]
					}
				}
			}

			s := settings.NewForHost(settings.Host{Root: true, Home: filepath.Join(root, "home"), FQDN: func() string { return "oracle.example.com" }})
			fs := flag.NewFlagSet("t", flag.ContinueOnError)
			s.RegisterFlags(fs)
			if err := fs.Parse(caseFlags(root, c)); err != nil {
				t.Fatal(err)
			}
			if err := s.Load(); err != nil {
				t.Fatal(err)
			}
			cfg, err := Load(filepath.Join(root, "code/environments", c.env), s)
			if len(puppetErr) > 0 || c.errPart != "" {
				if err == nil {
					t.Fatalf("Puppet fails (%v), Punch loaded %+v", puppetErr, cfg)
				}
				if c.errPart == "" || !strings.Contains(err.Error(), c.errPart) {
					t.Fatalf("Punch's error %q lacks %q (Puppet: %v)", err, c.errPart, puppetErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{
				"modulepath":          strings.Join(cfg.ModulePath, ":"),
				"manifest":            cfg.Manifest,
				"config_version":      cfg.ConfigVersion,
				"environment_timeout": cfg.Timeout.String(),
				"static_catalogs":     boolString(cfg.StaticCatalogs),
				"rich_data":           boolString(cfg.RichData),
			}
			for _, n := range printed {
				if got[n] != want[n] {
					t.Errorf("%s:\n  Punch  %q\n  Puppet %q", n, got[n], want[n])
				}
			}
			var gotWarn, wantList []string
			for _, w := range cfg.Warnings {
				if strings.Contains(w.Msg, "is set again") {
					continue // Punch's own extra warning; Puppet is silent
				}
				gotWarn = append(gotWarn, w.Msg)
			}
			for w := range wantWarn {
				wantList = append(wantList, w)
			}
			sort.Strings(gotWarn)
			sort.Strings(wantList)
			if strings.Join(gotWarn, "\n") != strings.Join(wantList, "\n") {
				t.Errorf("warnings:\n  Punch  %q\n  Puppet %q", gotWarn, wantList)
			}
		})
	}
}

func boolString(b bool) string {
	if b {
		return "true"
	}
	return "false"
}
