# A key whose value is null (~) in Hiera: the default expression wins; without a default the
# parameter is undef.
class app(
  Optional[String] $opt_data,
  $nulled = 'default for nulled',
  $nulled_nodefault,
  Optional[Integer] $typed_null = 5,
  String $given = 'default',
) {
  notify { 'app':
    message => "opt_data=[${opt_data}] nulled=[${nulled}] nulled_nodefault=[${nulled_nodefault}] typed_null=[${typed_null}] given=[${given}]",
  }
}
include app
