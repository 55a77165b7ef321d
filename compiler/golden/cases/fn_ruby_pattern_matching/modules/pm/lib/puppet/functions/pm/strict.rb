# `value => pattern` raises NoMatchingPatternError (or NoMatchingPatternKeyError) with Ruby 3.1's
# message when the value does not match; `value in pattern` answers true or false.
Puppet::Functions.create_function(:'pm::strict') do
  def strict(value)
    value.transform_keys(&:to_sym) => {name: String => name, size: Integer | nil => size}
    fits = (size in 0..10)
    "#{name} #{size.inspect} fits=#{fits}"
  rescue NoMatchingPatternKeyError => e
    "key error: #{e.message} (key #{e.key.inspect})"
  rescue NoMatchingPatternError => e
    "error: #{e.message}"
  end
end
