# Qualified variables: $class::var from evaluated classes, $::top, and a class not yet evaluated.
$top = 'top value'
class settings_a { $value = 'a value' $list = [1, 2] }
class reader {
  $top = 'local shadow'
  notify { 'qualified': message => [$settings_a::value, $settings_a::list[1], $::top, $top] }
  notify { 'unevaluated': message => "[${unevaluated::value}]" }
}
class unevaluated { $value = 'later' }
include settings_a
include reader
include unevaluated
