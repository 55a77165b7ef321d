# Every reading method of Puppet's type classes (pops/types/types.rb and
# p_*_type.rb of Puppet 7.23), called on a type parsed from its text.
Puppet::Functions.create_function(:'probe::accessors') do
  dispatch :accessors do
    param 'String', :text
  end

  METHODS = {
    'PTypeType' => %i[type],
    'PNotUndefType' => %i[type],
    'PSensitiveType' => %i[type],
    'POptionalType' => %i[type optional_type],
    'PIterableType' => %i[type element_type],
    'PIteratorType' => %i[type element_type],
    'PInitType' => %i[type init_args],
    'PEnumType' => %i[values case_insensitive case_insensitive?],
    'PIntegerType' => %i[from to numeric_from numeric_to unbounded? finite_range? range size to_size],
    'PFloatType' => %i[from to numeric_from numeric_to unbounded?],
    'PTimespanType' => %i[from to],
    'PTimestampType' => %i[from to],
    'PCollectionType' => %i[size_type size_range],
    'PArrayType' => %i[element_type size_type size_range],
    'PHashType' => %i[key_type value_type element_type size_type size_range],
    'PStringType' => %i[size_type size_type_or_value value values derived_size_type],
    'PRegexpType' => %i[pattern regexp],
    'PPatternType' => %i[patterns],
    'PBooleanType' => %i[value],
    'PStructType' => %i[elements hashed_elements],
    'PTupleType' => %i[types size_type size_range repeat_last_range],
    'PVariantType' => %i[types],
    'PCallableType' => %i[param_types block_type return_type size_range last_range block_range],
    'PRuntimeType' => %i[runtime name_or_pattern],
    'PSemVerType' => %i[ranges],
  }

  def show(x)
    case x
    when Array then '[' + x.map { |e| show(e) }.join(', ') + ']'
    when Hash then '{' + x.map { |k, v| "#{show(k)}=>#{show(v)}" }.join(', ') + '}'
    when Puppet::Pops::Types::PAnyType then "#{x.class.name.split('::').last}<#{x}>"
    when Puppet::Pops::Types::PStructElement then "Element<#{x.name.inspect} #{show(x.key_type)} #{show(x.value_type)} #{x.name.frozen?}>"
    when Puppet::Pops::Time::Timespan then "Timespan:#{x}"
    when Float then x.infinite? ? (x > 0 ? 'Inf' : '-Inf') : x.inspect
    else "#{x.class}:#{x.inspect}"
    end
  end

  def accessors(text)
    t = Puppet::Pops::Types::TypeParser.singleton.parse(text)
    cls = t.class.name.split('::').last
    (METHODS[cls] || []).map do |m|
      begin
        "#{m}=#{show(t.send(m))}"
      rescue StandardError => e
        "#{m}!#{e.class}"
      end
    end.unshift(cls).join(' ')
  end
end
