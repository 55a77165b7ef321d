# External enumeration (next, peek, rewind) over finite enumerators.
e = [1, 2, 3].each
p e.next, e.peek, e.next, e.next
begin
  e.next
rescue StopIteration => x
  p x.class, x.message
end
e.rewind
p e.next
h = { 'a' => 1, 'b' => 2 }.each
p h.next, h.next
w = %w[x y].each_with_index
p w.next, w.next
m = [3, 4].map
p m.next
r = (1..3).each
p r.next, r.next
s = "ab\ncd".each_line
p s.next, s.peek
c = "héllo".each_char
p c.next, c.next
out = []
e2 = [10, 20].each
loop do
  out << e2.next
end
p out
p loop { break 5 }
z = [].each
begin
  z.peek
rescue StopIteration => x
  p x.message
end
p [1, 2].each.next
t = 3.times
p t.next, t.next
sl = [1, 2, 3, 4, 5].each_slice(2)
p sl.next, sl.next, sl.next
p (begin; sl.next; rescue StopIteration; 'done'; end)
p e.rewind.equal?(e)
begin
  e.next(1)
rescue ArgumentError => x
  p x.message
end
e3 = [1, 2].each
p(loop { e3.next })
m3 = [1, 2].map
p(loop { m3.next })
h3 = { a: 1 }.each
p(loop { h3.next })
begin
  e3.next
rescue StopIteration => x
  p x.result
end
