# Written for this case: a lookup_key backend simplib::filtered delegates to (answers from its options).
Puppet::Functions.create_function(:'site9::kv') do
  dispatch :kv do
    param 'String', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def kv(key, options, context)
    data = { 'profiles::db::port' => 5432, 'apache::sync' => 'kv-bad', 'profiles::db::nil_value' => nil }
    data.key?(key) ? data[key] : context.not_found
  end
end
