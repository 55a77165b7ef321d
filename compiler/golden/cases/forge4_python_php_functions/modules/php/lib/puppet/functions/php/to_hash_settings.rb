Puppet::Functions.create_function(:'php::to_hash_settings') do
  dispatch :default_impl do
    # Call the method named 'default_impl' when this is matched
    # Port this to match individual params for better type safety
    repeated_param 'Any', :arguments
  end


  def default_impl(*arguments)
    
    hash, id = arguments
    id = (id.nil? ? '' : "#{id}: ")

    raise(Puppet::ParseError, 'to_hash_settings(): Requires hash to work with') unless hash.is_a?(Hash)

    return hash.each_with_object({}) do |kv, acc|
      acc[id + kv[0]] = { 'key' => kv[0], 'value' => kv[1] }
    end
  
  end
end
