Puppet::Functions.create_function(:'probe::raw_dh') do
  dispatch :dh do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def dh(options, context)
    {
      'dh::interp' => 'family %{facts.os.family}',
      'dh::alias' => '%{alias("dh::list")}',
      'dh::list' => ['a', '%{trusted.certname}'],
      'dh::lookup' => '%{lookup("lk::plain")}-x',
      'dh::literal' => '%{literal("%")}{not}',
      'dh::sensitive' => 's3cret',
      'lookup_options' => { 'dh::sensitive' => { 'convert_to' => 'Sensitive' }, 'dh::merged' => { 'merge' => 'deep' } },
      'dh::merged' => { 'a' => { 'x' => 1 } },
    }
  end
end
