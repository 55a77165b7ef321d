# Written for this case (QA-FORGE-9): a data_dig function answering dotted keys under 'dig::'.
Puppet::Functions.create_function(:rk_dig) do
  dispatch :rk_dig do
    param 'Array[Variant[String, Numeric]]', :segments
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def rk_dig(segments, options, context)
    return context.not_found unless segments.first == 'dig::root'
    data = { 'a' => { 'b' => [10, 20] } }
    segments.drop(1).reduce(data) { |d, s| d.nil? ? nil : d[s] }.tap { |v| context.not_found if v.nil? }
  end
end
