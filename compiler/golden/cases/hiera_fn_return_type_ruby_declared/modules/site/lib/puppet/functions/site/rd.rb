# A data_hash function in Ruby whose dispatch declares a return type that
# is a Hash[RichDataKey, RichData]: its values are trusted.
Puppet::Functions.create_function(:'site::rd') do
  dispatch :rd do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
    return_type 'Hash[String, String]'
  end

  def rd(options, context)
    { 'k' => 'v' }
  end
end
