package settings

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
)

// The oracle tests compare Punch's reading of puppet.conf with Puppet's:
// each case's puppet.conf is given to testdata/print_settings.rb, which
// initializes Puppet 7.23's own settings in run mode "server" (as Puppet
// Server does; `puppet config print --section server` is not the same, it
// keeps run mode "user" for some lookups) with --config FILE, and prints
// the values. The output is recorded under testdata/oracle/NAME.golden.
// Run `go test -run Oracle -update` on a machine with Puppet to record them
// again.
//
// Every case passes the base directories explicitly (unless the case's file
// sets them), because Debian's Puppet package patches the directory
// defaults; Punch's defaults are Puppet's own AIO layout, tested in
// TestDefaults.

var update = flag.Bool("update", false, "record the oracle output again by running puppet")

type oracleCase struct {
	name  string
	conf  string
	flags []string // extra flags given to both Puppet and Punch
	print []string
	// errPart must appear in Punch's error when Puppet reports an error
	// (Puppet then either fails or ignores the whole file and logs it).
	errPart string
}

var baseFlags = [][2]string{
	{"confdir", "/oracle/conf"},
	{"codedir", "/oracle/code"},
	{"vardir", "/oracle/var"},
	{"ssldir", "$confdir/ssl"},
	{"logdir", "/oracle/log"},
	{"rundir", "/oracle/run"},
	{"publicdir", "/oracle/public"},
	{"cadir", "/oracle/ca"},
	{"certname", "oracle.example.com"},
	{"basemodulepath", "$codedir/modules:/oracle/global"},
	{"hiera_config", "$confdir/hiera.yaml"},
}

var oracleCases = []oracleCase{
	{name: "defaults_derived", conf: "",
		print: []string{"environmentpath", "basemodulepath", "ssldir", "certdir", "hostcert", "hostprivkey", "localcacert", "cacert", "cakey", "cacrl", "csrdir", "signeddir", "yamldir", "reportdir", "statedir", "autosign", "ca_name", "ca_ttl", "environment", "environment_timeout", "node_terminus", "external_nodes", "default_manifest", "strict", "strict_variables", "server", "serverport", "masterport", "dns_alt_names", "keylength", "trusted_oid_mapping_file", "fileserverconfig", "csr_attributes", "static_catalogs", "rich_data", "max_errors"}},
	{name: "section_precedence", conf: `
[main]
environmentpath = /main/envs
environment_timeout = 1m
certname = main.example.com
[agent]
environmentpath = /agent/envs
certname = agent.example.com
[master]
environmentpath = /master/envs
environment_timeout = 2m
[server]
environmentpath = /server/envs
`, print: []string{"environmentpath", "environment_timeout", "certname"}},
	{name: "master_only", conf: "[master]\nenvironmentpath = /master/envs\n[main]\nenvironmentpath = /main/envs\n",
		print: []string{"environmentpath"}},
	{name: "first_wins_and_repeated_sections", conf: `
environment = first
[server]
environment = srv1
environment = srv2
[main]
environment = second
dns_alt_names = a,b , c
`, print: []string{"environment", "dns_alt_names"}},
	{name: "values_quotes_comments_blanks", conf: "  # a comment\n\n[main]\ncertname = \"quoted.example.com\"\nserver = 'single'   \nreports = store # not a comment\nca_name = \"half\n\tdns_alt_names   =    x , y\t\n",
		print: []string{"certname", "server", "reports", "ca_name", "dns_alt_names"}},
	{name: "booleans_any_case", conf: "strict_variables = TRUE\nstatic_catalogs = False\nallow_duplicate_certs = true\n",
		print: []string{"strict_variables", "static_catalogs", "allow_duplicate_certs"}},
	{name: "interpolation_chain", conf: `
[main]
vardir = /srv/var
ssldir = $vardir/ssl
[server]
environmentpath = $codedir/envs:$vardir/more/envs
hiera_config = $confdir/h/$certname.yaml
reportdir = $vardir/rep
ca_name = CA for $certname on $server
`, print: []string{"ssldir", "certdir", "hostcert", "environmentpath", "hiera_config", "reportdir", "yamldir", "ca_name"}},
	{name: "environment_literal", conf: "environmentpath = /e/$environment\n",
		print: []string{"environmentpath"}},
	{name: "durations", conf: "environment_timeout = 3m\nca_ttl = 2d\n",
		print: []string{"environment_timeout", "ca_ttl"}},
	{name: "durations_plain_and_units", conf: "environment_timeout = 90\nca_ttl = 1y\n",
		print: []string{"environment_timeout", "ca_ttl"}},
	{name: "ttl_unlimited", conf: "environment_timeout = unlimited\n", print: []string{"environment_timeout"}},
	{name: "ttl_hours_days", conf: "[server]\nenvironment_timeout = 6h\n[main]\nca_ttl = 30s\n", print: []string{"environment_timeout", "ca_ttl"}},
	{name: "serverport_alias", conf: "serverport = 8141\n", print: []string{"serverport", "masterport"}},
	{name: "masterport_feeds_serverport", conf: "masterport = 8142\n", print: []string{"serverport", "masterport"}},
	{name: "file_metadata", conf: "reportdir = /srv/reports {owner = service, mode = 750}\nyamldir = /srv/yaml {group=root}\n",
		print: []string{"reportdir", "yamldir"}},
	{name: "autosign_values", conf: "autosign = true\n", print: []string{"autosign"}},
	{name: "autosign_path", conf: "autosign = /etc/puppetlabs/puppet/autosign.sh\n", print: []string{"autosign"}},
	{name: "exec_terminus", conf: "[server]\nnode_terminus = exec\nexternal_nodes = /usr/local/bin/enc --site east\n",
		print: []string{"node_terminus", "external_nodes"}},
	{name: "flags_win", conf: "environment_timeout = 1h\nenvironmentpath = /file/envs\n",
		flags: []string{"--environment_timeout", "5m", "--environmentpath=/flag/envs"},
		print: []string{"environment_timeout", "environmentpath"}},
	{name: "flag_interpolates_file_value", conf: "vardir = /file/var\n",
		flags: []string{"--yamldir", "$vardir/y"},
		print: []string{"yamldir"}},
	{name: "unknown_and_agent_settings", conf: "foo_bar = 1\nruninterval = 1h\n[agent]\nserver = agent.example.com\n",
		print: []string{"server"}},
	{name: "trailing_colon_path", conf: "environmentpath = /a:/b:\n", print: []string{"environmentpath"}},

	// Errors.
	{name: "err_bad_boolean", conf: "strict_variables = yes\n", print: []string{"strict_variables"},
		errPart: `oracle.conf:1: setting strict_variables: Invalid value '"yes"' for boolean parameter: strict_variables`},
	{name: "err_bad_port", conf: "masterport = 99999\n", print: []string{"masterport"},
		errPart: "oracle.conf:1: setting masterport: Value '99999' is not a valid port number for parameter: masterport"},
	{name: "err_bad_ttl", conf: "\n[server]\nenvironment_timeout = 5 m\n", print: []string{"environment_timeout"},
		errPart: `oracle.conf:3: setting environment_timeout: Invalid 'time to live' format '"5 m"' for parameter: environment_timeout`},
	{name: "err_negative_ttl", conf: "environment_timeout = -1\n", print: []string{"environment_timeout"},
		errPart: "Invalid negative 'time to live' -1 - did you mean 'unlimited'?"},
	{name: "err_bad_duration", conf: "ca_ttl = unlimited\n", print: []string{"ca_ttl"},
		errPart: `Invalid duration format '"unlimited"' for parameter: ca_ttl`},
	{name: "err_unknown_variable", conf: "[main]\nenvironmentpath = $nosuch/x\n", print: []string{"environmentpath"},
		errPart: "oracle.conf:2: setting environmentpath: Error converting value for param 'environmentpath': Could not find value for $nosuch"},
	{name: "err_illegal_section", conf: "[production]\nx = 1\n", print: []string{"certname"},
		errPart: "oracle.conf:1: Illegal section 'production' in config file. The only valid puppet.conf sections are: [main, server, master, agent, user]."},
	{name: "err_modulepath_in_conf", conf: "[server]\nmodulepath = /x\n", print: []string{"environmentpath"},
		errPart: "oracle.conf:2: setting modulepath: Cannot set modulepath settings in puppet.conf"},
	{name: "err_manifest_in_conf", conf: "manifest = /x/site.pp\n", print: []string{"environmentpath"},
		errPart: "Cannot set manifest settings in puppet.conf"},
	{name: "err_no_match", conf: "[main]\n  ; semicolon comment\n", print: []string{"certname"},
		errPart: "oracle.conf:2: Could not match line \"  ; semicolon comment\" (comments start with #)"},
	{name: "err_hyphen_name", conf: "dns-alt-names = x\n", print: []string{"dns_alt_names"},
		errPart: "oracle.conf:1: Could not match line \"dns-alt-names = x\" (setting names are written with underscores, not hyphens)"},
	{name: "err_section_spaces", conf: "[ main ]\n", print: []string{"certname"},
		errPart: "Could not match line \"[ main ]\""},
	{name: "err_uppercase_certname", conf: "certname = Foo.example.com\n", print: []string{"certname"},
		errPart: "setting certname: Certificate names must be lower case"},
	{name: "err_bad_metadata", conf: "reportdir = /r {owner}\n", print: []string{"reportdir"},
		errPart: "oracle.conf:1: Could not parse '/r {owner}'"},
	{name: "err_metadata_group", conf: "yamldir = /srv/yaml {group=puppet}\n", print: []string{"yamldir"},
		errPart: "oracle.conf:1: setting yamldir: The :group parameter for the setting 'yamldir' must be either 'root' or 'service', not 'puppet'"},
	{name: "err_bad_mode", conf: "reportdir = /r {mode = rw}\n", print: []string{"reportdir"},
		errPart: "File modes must be numbers"},
	{name: "err_bad_autosign", conf: "autosign = maybe\n", print: []string{"autosign"},
		errPart: "Invalid autosign value maybe: must be 'true'/'false' or an absolute path"},
	{name: "err_bad_integer", conf: "max_errors = ten\n", print: []string{"max_errors"},
		errPart: `Cannot convert '"ten"' to an integer for parameter: max_errors`},
	{name: "err_bad_disable_warnings", conf: "disable_warnings = deprecations, bogus\n", print: []string{"disable_warnings"},
		errPart: "Cannot disable unrecognized warning types 'bogus'."},
	{name: "err_per_env_manifest_needs_absolute", conf: "disable_per_environment_manifest = true\n", print: []string{"disable_per_environment_manifest"},
		errPart: "The 'default_manifest' setting must be set to an absolute path when 'disable_per_environment_manifest' is true"},
}

// puppetArgs builds the puppet config print command line for a case.
func puppetArgs(c oracleCase, confPath string) []string {
	args := append([]string{"testdata/print_settings.rb"}, c.print...)
	args = append(args, "--", "--config", confPath)
	for _, bf := range baseFlags {
		if regexp.MustCompile(`(?m)^\s*`+bf[0]+`\s*=`).MatchString(c.conf) || flagGiven(c.flags, bf[0]) {
			continue
		}
		args = append(args, "--"+bf[0], bf[1])
	}
	return append(args, c.flags...)
}

func flagGiven(flags []string, name string) bool {
	for _, f := range flags {
		if f == "--"+name || strings.HasPrefix(f, "--"+name+"=") {
			return true
		}
	}
	return false
}

var reANSI = regexp.MustCompile(`\x1b\[[0-9;]*m`)

func TestOracleRecordings(t *testing.T) {
	dir := t.TempDir()
	for _, c := range oracleCases {
		t.Run(c.name, func(t *testing.T) {
			confPath := filepath.Join(dir, "oracle.conf")
			if err := os.WriteFile(confPath, []byte(c.conf), 0o644); err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", "oracle", c.name+".golden")
			raw := testtree.Recording(t, golden, *update, "puppet", func() string {
				cmd := exec.Command("ruby", puppetArgs(c, confPath)...)
				out, _ := cmd.CombinedOutput()
				text := reANSI.ReplaceAllString(string(out), "")
				return strings.ReplaceAll(text, confPath, "ORACLE.CONF")
			})
			want, puppetErr := parsePrint(raw, c.print)

			s := NewForHost(Host{Root: true, Home: "/root", FQDN: func() string { return "unused.example.com" }})
			fs := flag.NewFlagSet("test", flag.ContinueOnError)
			s.RegisterFlags(fs)
			args := puppetArgs(c, confPath)[2+len(c.print):] // drop "print_settings.rb NAMES --"
			if err := fs.Parse(args); err != nil {
				t.Fatalf("flags %v: %v", args, err)
			}
			err := s.Load()
			if puppetErr != "" || c.errPart != "" {
				if err == nil {
					t.Fatalf("Puppet reports %q, Punch loaded the file without error", puppetErr)
				}
				if c.errPart == "" {
					t.Fatalf("case needs errPart; Puppet said %q, Punch %v", puppetErr, err)
				}
				if !strings.Contains(err.Error(), c.errPart) {
					t.Fatalf("Punch's error\n  %v\ndoes not contain\n  %s\n(Puppet: %s)", err, c.errPart, puppetErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			for _, name := range c.print {
				got, _ := s.Value(name)
				if got != want[name] {
					t.Errorf("%s = %q, Puppet prints %q", name, got, want[name])
				}
			}
		})
	}
}

// parsePrint reads print_settings.rb's output: "name = value" lines and
// "Error: ..." lines (Puppet's own error log lines included).
func parsePrint(out string, names []string) (map[string]string, string) {
	vals := map[string]string{}
	var errs []string
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	for _, l := range lines {
		if strings.HasPrefix(l, "Error: ") {
			errs = append(errs, strings.TrimPrefix(l, "Error: "))
			continue
		}
		if k, v, ok := strings.Cut(l, " = "); ok {
			vals[k] = v
		} else if strings.HasSuffix(l, " =") {
			vals[strings.TrimSuffix(l, " =")] = ""
		}
	}
	sort.Strings(errs)
	return vals, strings.Join(errs, "; ")
}
