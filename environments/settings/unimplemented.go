package settings

import (
	"fmt"
	"sort"
)

// serverSettingAdvice names the Puppet settings that matter to a Puppet
// Server but that Punch does not implement, with what to do. Set in a file
// or on the command line, each is a warning at start: a site must never
// believe a setting works when it is dropped.
var serverSettingAdvice = map[string]string{
	"catalog_terminus":         "Punch always compiles catalogs; remove it",
	"facts_terminus":           "punch serve and punch compile keep facts in Punch's own store ($vardir/punch.db); only punch lookup reads it (yaml, puppetdb)",
	"node_cache_terminus":      "Punch does not cache node objects; remove it",
	"data_binding_terminus":    "Punch always binds class parameters from Hiera; remove it",
	"route_file":               "Punch does not read routes.yaml: facts and catalogs go to Punch's store",
	"digest_algorithm":         "Punch uses sha256, Puppet 7's default; remove it",
	"supported_checksum_types": "Punch supports Puppet 7's checksum types; remove it",
	"ciphers":                  "Punch uses Go's TLS cipher suites (TLS 1.2 and 1.3)",
	"certificate_revocation":   "Punch always checks client certificates against the CRL ($hostcrl)",
	"ca_port":                  "the CA is served on the same port as everything else (bind)",
	"filetimeout":              "Punch notices changed files through environment_timeout and SIGHUP",
	"code":                     "Punch compiles the environments' code; remove it",
	"node_name_fact":           "Punch names nodes by their certificate; remove it",
	"node_name_value":          "Punch names nodes by their certificate; remove it",
	"strict_environment_mode":  "Punch does not implement it: an agent's unknown environment is a 404",
	"freeze_main":              "Punch does not implement freeze_main; remove it",
	"ldapserver":               "the LDAP node terminus is not supported: use node_terminus exec",
	"preview_outputdir":        "punch diff compares catalogs instead of puppet preview",
	"pidfile":                  "run punch serve under systemd (the .deb's punch.service); it writes no PID file",
	"syslogfacility":           "Punch logs to standard error (the journal under systemd)",
	"logdest":                  "Punch logs to standard error (the journal under systemd)",
	"user":                     "run punch serve as its own user with systemd (the .deb's punch.service)",
	"group":                    "run punch serve as its own user with systemd (the .deb's punch.service)",
	"profile":                  "Punch logs each compile's phases; remove it",
	"http_proxy_host":          "the http report processor connects directly to reporturl",
	"ssl_trust_store":          "Punch's http report processor trusts localcacert, and the system's CA certificates with report_include_system_store",
}

// readElsewhere are Puppet settings Punch does not model here but reads
// elsewhere (with Value), with where.
var readElsewhere = map[string]string{
	"storeconfigs":                "punch serve's storeconfigs (cmd/punch/storeconfigs.go)",
	"storeconfigs_backend":        "punch serve's storeconfigs (cmd/punch/storeconfigs.go)",
	"report_include_system_store": "punch serve's http report processor (it trusts the system's CA certificates besides localcacert)",
}

// agentSettings are Puppet settings for agents and other applications, not
// for a server: Puppet Server ignores them too, so they are noted at
// debug only.
var agentSettings = map[string]bool{}

func init() {
	for _, n := range []string{
		"agent_catalog_run_lockfile", "agent_disabled_lockfile", "always_retry_plugins", "ca_fingerprint",
		"ca_server", "catalog_cache_terminus", "classfile", "client_datadir", "clientbucketdir", "clientyamldir",
		"color", "daemonize", "default_schedules", "deviceconfdir", "deviceconfig", "devicedir", "diff", "diff_args",
		"disable_i18n", "document_all", "evaltrace", "exclude_unchanged_resources", "factpath", "genconfig",
		"genmanifest", "graph", "graphdir", "hostcsr", "http_connect_timeout", "http_debug", "http_extra_headers",
		"http_keepalive_timeout", "http_read_timeout", "http_user_agent", "ignore_plugin_errors", "ignoremissingtypes",
		"ignoreschedules", "include_legacy_facts", "key_type", "lastrunfile", "lastrunreport", "localedest",
		"localesource", "location_trusted", "manage_internal_file_permissions", "maximum_uid", "maxwaitforcert",
		"maxwaitforlock", "mkusers", "module_groups", "module_repository", "module_working_dir", "named_curve",
		"no_proxy", "noop", "onetime", "passfile", "path", "plugindest", "pluginfactdest", "pluginfactsource",
		"pluginsignore", "pluginsource", "pluginsync", "postrun_command", "preferred_serialization_format",
		"preprocess_deferred", "prerun_command", "priority", "puppetdlog", "report",
		"report_port", "report_server", "resourcefile", "resubmit_facts", "runinterval", "runtimeout",
		"server_list", "show_diff", "skip_tags", "sourceaddress", "splay", "splaylimit", "srv_domain",
		"ssl_lockfile", "statefile", "statettl", "summarize", "tags", "trace", "transactionstorefile",
		"use_cached_catalog", "use_last_environment", "use_srv_records", "usecacheonfailure", "waitforcert",
		"waitforlock", "write_catalog_summary", "forge_authorization", "certname", "configprint", "name",
		"autoflush", "config_file_name", "settings_catalog", "tasks", "binder_config", "puppet_trace",
		"fact_name_length_soft_limit", "fact_value_length_soft_limit", "number_of_facts_soft_limit",
		"payload_soft_limit", "top_level_facts_soft_limit", "merge_dependency_warnings", "ldapattrs", "ldapbase",
		"ldapclassattrs", "ldapparentattr", "ldappassword", "ldapport", "ldapssl", "ldapstackedattrs",
		"ldapstring", "ldaptls", "ldapuser", "http_proxy_password", "http_proxy_port", "http_proxy_user",
	} {
		agentSettings[n] = true
	}
}

// punchUnimplemented are Punch settings that are read but whose feature
// is not built yet: set, they get a warning with what to do. Empty when
// everything Punch defines works.
var punchUnimplemented = map[string]string{}

// noteUnimplemented warns about every setting given in a file or on the
// command line that Punch does not act on.
func (s *Settings) noteUnimplemented() {
	var names []string
	for name := range punchUnimplemented {
		if s.IsSet(name) {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		s.note(Warning, name, s.sources[name], fmt.Sprintf("%s is set but Punch does not implement it yet: %s", name, punchUnimplemented[name]))
	}
}

// unusedAdvice is the message for a Puppet setting Punch does not model,
// set in a file: a warning with what to do for settings a server uses, a
// debug note for agents' settings.
func unusedAdvice(name string) (Level, string) {
	if where, ok := readElsewhere[name]; ok {
		return Debug, fmt.Sprintf("Puppet setting %s is read by %s", name, where)
	}
	if a, ok := serverSettingAdvice[name]; ok {
		return Warning, fmt.Sprintf("Puppet setting %s is set but Punch does not implement it: %s", name, a)
	}
	if agentSettings[name] {
		return Debug, fmt.Sprintf("Puppet setting %s is for agents and other Puppet applications; Punch, like Puppet Server, does not use it", name)
	}
	return Warning, fmt.Sprintf("Puppet setting %s is set but Punch does not use it (see docs/configuration.md)", name)
}
