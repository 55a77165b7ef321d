# A data_dig backend: gets the key split in segments. Written for this case.
Puppet::Functions.create_function(:'sitedata::dig') do
  dispatch :dig do
    param 'Array[Variant[String, Numeric]]', :segments
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def dig(segments, options, context)
    node = options['tree']
    segments.each do |s|
      if node.is_a?(Hash) && node.key?(s)
        node = node[s]
      elsif node.is_a?(Array) && s.is_a?(Integer) && s < node.size
        node = node[s]
      else
        context.not_found
      end
    end
    "#{node.inspect} @#{context.environment_name}/#{context.module_name.inspect}"
  end
end
