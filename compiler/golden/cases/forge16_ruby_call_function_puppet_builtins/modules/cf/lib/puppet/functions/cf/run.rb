# Puppet's own functions called from module Ruby with call_function (as stdlib 9's Ruby functions
# and voxpupuli helpers do): values, lambdas given as Ruby blocks, and catalog effects.
Puppet::Functions.create_function(:'cf::run') do
  dispatch :run do
  end

  def run
    r = {}
    r['epp'] = call_function('epp', 'cf/x.epp', { 'name' => 'ab' })
    r['inline_epp'] = call_function('inline_epp', '<%= $x %>!', { 'x' => 'y' })
    r['inline_template'] = call_function('inline_template', '<%= [1, 2].sum %>')
    r['sprintf'] = call_function('sprintf', '%05.1f|%s', 3.14159, [1, 'a'])
    r['map'] = call_function('map', [1, 2, 3]) { |x| x * 10 }
    r['filter'] = call_function('filter', { 'a' => 1, 'b' => 2 }) { |k, v| v > 1 }
    r['reduce'] = call_function('reduce', [1, 2, 3], 10) { |m, x| m + x }
    each_out = []
    r['each'] = call_function('each', %w[x y]) { |x| each_out << x.upcase }
    r['each_out'] = each_out
    r['new'] = [call_function('new', Puppet::Pops::Types::TypeParser.singleton.parse('Integer'), '0x1F'), call_function('new', Puppet::Pops::Types::TypeParser.singleton.parse('Array'), { 'k' => 'v' })]
    r['type'] = call_function('type', [1, 'a']).to_s
    r['assert_type'] = call_function('assert_type', 'Integer', 'not int') { |expected, actual| "fallback: #{expected} vs #{actual}" }
    r['dig'] = call_function('dig', { 'a' => [{ 'b' => 5 }] }, 'a', 0, 'b')
    r['lest'] = call_function('lest', nil) { 'from lest' }
    r['then'] = call_function('then', 4) { |x| x * x }
    r['versioncmp'] = call_function('versioncmp', '1.10.0', '1.9.9')
    r['split'] = call_function('split', 'a,b;c', /[,;]/)
    r['defined_before'] = call_function('defined', 'Class[cf::extra]')
    call_function('include', 'cf::extra')
    r['defined_after'] = call_function('defined', 'Class[cf::extra]')
    call_function('create_resources', 'cf::thing', { 'one' => { 'size' => 3 }, 'two' => {} })
    r['tagged'] = call_function('tagged', 'cf')
    r['lookup'] = call_function('lookup', 'cf::missing', nil, nil, 'lookup default')
    r['lookup_hash'] = call_function('lookup', { 'name' => 'cf::missing2', 'default_value' => [1] })
    r
  end
end
