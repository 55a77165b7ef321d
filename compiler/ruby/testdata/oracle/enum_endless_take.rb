# first(n) and take(n) stop an endless enumerator (cycle without a count,
# loop, an endless Range's each) once they have their values; ensure
# clauses of the iterated code run; a rescue there does not take the stop.
p [1, 2].cycle.first(5)
p %w[a b c].cycle.take(4)
p [1, 2].cycle.first
p [].cycle.first(3)
p [1, 2].cycle(2).to_a
p (1..).each.first(3)
n = 0
p loop.first(2)
class Counter
  include Enumerable
  def each
    i = 0
    begin
      loop do
        begin
          yield i
        rescue StandardError
          puts "rescued"
        end
        i += 1
      end
    ensure
      puts "ensure ran"
    end
  end
end
p Counter.new.first(3)
p Counter.new.take(2)
p [1, 2].cycle.take(0)
begin
  [1, 2].cycle.first(-1)
rescue ArgumentError => e
  p e.message
end
