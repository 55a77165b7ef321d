Puppet::Functions.create_function(:'probe::to_data') do
  def to_data(val, by_reference)
    Puppet::Pops::Serialization::ToDataConverter.convert(val,
      rich_data: true, type_by_reference: by_reference, local_reference: false)
  end
end
