# Written for this case: catalog-changing Puppet functions called from a 4.x module function (include, contain,
# create_resources, realize, tag, defined, each with a Ruby block), as wrapper functions of modules call them.
Puppet::Functions.create_function(:'probe::declare') do
  dispatch :run do
  end

  def run
    r = {}
    r['include'] = call_function('include', 'probe::extra').map(&:to_s)
    r['contain'] = call_function('contain', ['probe::contained']).map(&:to_s)
    r['create_resources'] = call_function('create_resources', 'file', { '/tmp/cr1' => { 'content' => 'x' } }, { 'mode' => '0600' }).inspect
    r['realize'] = call_function('realize', Puppet::Pops::Types::TypeFactory.resource('user', 'vuser')).inspect
    r['defined_class'] = call_function('defined', 'probe::extra')
    r['defined_ref'] = call_function('defined', Puppet::Pops::Types::TypeFactory.resource('file', '/tmp/cr1'))
    r['each_block'] = call_function('map', [1, 2, 3]) { |x| x * 10 }
    r['reduce_block'] = call_function('reduce', [1, 2, 3], 100) { |memo, x| memo + x }
    r['tag'] = call_function('tag', 'from_ruby').inspect
    r
  end
end
