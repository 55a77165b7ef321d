# @summary
#   Manage the configuration parameters for rsyslog.
class rsyslog::config (
  Hash $global_config = {},
  Hash $legacy_config = {},
  Hash $templates = {},
  Hash $actions = {},
  Hash $inputs = {},
  Hash $custom_config = {},
  Hash $main_queue_opts = {},
  Hash $modules = {},
  Hash $lookup_tables = {},
  Hash $parsers = {},
  Hash $rulesets = {},
  Hash $property_filters = {},
  Hash $expression_filters = {},
) {
  include rsyslog

  include rsyslog::config::modules
  include rsyslog::config::global
  include rsyslog::config::legacy
  include rsyslog::config::main_queue
  include rsyslog::config::templates
  include rsyslog::config::actions
  include rsyslog::config::inputs
  include rsyslog::config::custom
  include rsyslog::config::lookup_tables
  include rsyslog::config::parsers
  include rsyslog::config::rulesets
  include rsyslog::config::property_filters
  include rsyslog::config::expression_filters
}
