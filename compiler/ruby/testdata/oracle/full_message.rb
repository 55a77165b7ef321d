# Exception#full_message(highlight: false) with Ruby 3.1's layout (RUBY-21): the message's first
# line and class after the first backtrace line, the rest of the message, the other lines as
# "\tfrom", or numbered under "Traceback" with order: :bottom (the numbers right-aligned).
def f(m)
  raise m
end
['x', "multi\nline", "trail\n", '', "a\nb\n"].each do |m|
  [['a:1'], ['a:1', 'b:2'], (1..11).map { |i| "f#{i}.rb:#{i}" }].each do |bt|
    e = RuntimeError.new(m)
    e.set_backtrace(bt)
    p e.full_message(highlight: false)
    p e.full_message(highlight: false, order: :top)
    p e.full_message(highlight: false, order: :bottom)
  end
  begin
    f(m)
  rescue => e
    p e.full_message(highlight: false).lines.first
  end
end
begin
  raise ArgumentError
rescue => e
  p e.full_message(highlight: false).lines.first
end
begin
  RuntimeError.new('x').full_message(order: :sideways)
rescue ArgumentError => x
  p x.message
end
