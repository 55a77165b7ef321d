# A 3.x function calling function_length: length is a 4.x function of Puppet's, which the 3.x
# function_* methods of the Scope do not reach (NoMethodError with did_you_mean's suggestions).
class legacy {
  $heading = 'h'
  $items = ['a']
  notice(legacy_render('legacy/block.erb'))
}
include legacy
