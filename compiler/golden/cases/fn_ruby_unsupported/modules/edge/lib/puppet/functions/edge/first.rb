# An external enumerator (Enumerator#next) over a finite Array, which Puppet 7.23 (Ruby 3.1) runs
# in a Fiber; Punch collects the enumerator's values on the first next (RUBY-9). An endless one
# (loop, an endless Range) stays an unsupported construct naming the file, line and column
# (compiler/ruby TestEnumeratorNextEndless).
Puppet::Functions.create_function(:'edge::first') do
  def first(list)
    items = list.each
    head = items.next
    second = items.next
    "#{head}, #{second} and #{list.size - 2} more"
  end
end
