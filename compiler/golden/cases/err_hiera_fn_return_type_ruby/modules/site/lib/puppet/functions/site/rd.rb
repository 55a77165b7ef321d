# A data_hash function in Ruby whose dispatch declares a return type that
# is not a Hash[RichDataKey, RichData].
Puppet::Functions.create_function(:'site::rd') do
  dispatch :rd do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
    return_type 'Hash[String, Any]'
  end

  def rd(options, context)
    { 'k' => 'v' }
  end
end
