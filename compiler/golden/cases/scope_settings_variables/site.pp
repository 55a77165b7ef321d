# $settings::<name> holds every Puppet setting as the compile's environment
# sees it (Scope#merge_settings): environment.conf's modulepath and manifest,
# global settings, and Puppet's defaults made into data (durations in
# seconds, terminus symbols as strings, unlimited as Infinity).
# $settings::all_local is the hash of all of them. Settings whose values
# depend on the machine or the oracle's scratch directories are not shown.
notice($settings::environment)
notice($settings::environmentpath)
notice($settings::modulepath)
notice($settings::manifest)
notice($settings::strict)
notice($settings::rich_data)
notice($settings::runinterval)
notice($settings::splaylimit)
notice($settings::ca_ttl)
notice($settings::environment_timeout)
notice($settings::maxwaitforcert)
notice($settings::node_terminus)
notice($settings::certificate_revocation)
notice($settings::supported_checksum_types)
notice($settings::ca_fingerprint =~ Undef)
notice($settings::storeconfigs_backend)
notice($settings::default_manifest)
notice($settings::digest_algorithm)
notice($settings::serverport)
notice($settings::report_port)
notice(getvar('settings::max_errors'))
class show { notice("in class: ${::settings::data_binding_terminus} ${settings::filetimeout}") }
include show
$all = $settings::all_local
notice($all.length)
notice($all['preprocess_deferred'])
notice($all.keys[0, 3])
