# A data_dig backend: gets the whole dotted key as segments and digs into
# a nested document, returning not_found for a missing step.
Puppet::Functions.create_function(:'kvstore::data_dig') do
  dispatch :data_dig do
    param 'Array[Variant[String, Numeric]]', :segments
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def data_dig(segments, options, context)
    doc = options['document']
    segments.each do |s|
      doc = case doc
            when Hash then doc.fetch(s.to_s) { context.not_found }
            when Array then s.is_a?(Integer) && s < doc.size ? doc[s] : context.not_found
            else context.not_found
            end
    end
    doc
  end
end
