# An external enumerator (Enumerator#next), which Puppet 7.23 (Ruby 3.1) runs and Punch's Ruby
# runtime does not support (it would need a coroutine per enumerator): Punch fails naming this
# file, the line and the construct (KNOWN_FAILURES). Argument forwarding (def m(...)), which this
# case showed before, runs since RUBY-6 (TestOracle arg_forwarding, golden fn_ruby_arg_forwarding).
Puppet::Functions.create_function(:'edge::first') do
  def first(list)
    items = list.each
    head = items.next
    second = items.next
    "#{head}, #{second} and #{list.size - 2} more"
  end
end
