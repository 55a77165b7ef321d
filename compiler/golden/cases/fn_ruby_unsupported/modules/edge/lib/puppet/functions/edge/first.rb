# Argument forwarding (`def m(...)` / `other(...)`, Ruby 2.7+), which Puppet 7.23 (Ruby 3.1) runs and
# Punch's Ruby runtime does not support: Punch fails naming this file, the line and the construct
# (KNOWN_FAILURES).
Puppet::Functions.create_function(:'edge::first') do
  def first(list)
    describe(list, 'more')
  end

  def describe(...)
    format_head(...)
  end

  def format_head(list, word)
    "#{list.first} and #{list.size - 1} #{word}"
  end
end
