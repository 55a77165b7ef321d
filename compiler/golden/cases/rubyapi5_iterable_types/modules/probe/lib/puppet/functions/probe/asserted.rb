# Iterable.asserted_iterable of a value that is not iterable: Puppet's ArgumentError text.
Puppet::Functions.create_function(:'probe::asserted') do
  def asserted(value)
    Puppet::Pops::Types::Iterable.asserted_iterable(self, value)
    'iterable'
  rescue ArgumentError => e
    "#{e.class}: #{e.message.sub(/\A.*?\(\): /, "")}"
  end
end
