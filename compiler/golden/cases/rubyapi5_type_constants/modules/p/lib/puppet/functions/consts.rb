Puppet::Functions.create_function(:consts) do
  def consts
    t = Puppet::Pops::Types
    [t::PStringType::NON_EMPTY, t::PStringType::ITERABLE_TYPE, t::PBooleanType::TRUE, t::PBooleanType::FALSE,
     t::PArrayType::EMPTY, t::PHashType::EMPTY, t::PCollectionType::DEFAULT_SIZE, t::PCollectionType::ZERO_SIZE,
     t::PCollectionType::NOT_EMPTY_SIZE, t::PHashType::KEY_PAIR_TUPLE_SIZE, t::PHashType::DEFAULT_KEY_PAIR_TUPLE,
     t::PBinaryType::DEFAULT, t::PSensitiveType::DEFAULT].map { |x| "#{x.class.name.split('::').last} #{x}" }.join(', ') +
    " | #{t::PStringType::NON_EMPTY.instance?('a')} #{t::PStringType::NON_EMPTY.instance?('')} #{t::PArrayType::EMPTY.instance?([])} #{t::PBooleanType::TRUE.instance?(false)}" +
    " | #{call_function('lookup', 'nokey', t::PStringType::NON_EMPTY, 'first', 'dflt')}"
  end
end
