# with: did_you_mean
# did_you_mean's suggestions on NoMethodError (RUBYLIB-2; QA-FORGE-6 R5, FIX-17's template case)
def t(l); r = yield; puts "#{l}: #{r.inspect}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message}"; end
class Widget
  def inspect; '#<Widget>'; end
  def colour; end
  def resize(n); end
  def self.build; end
  def check; fooo(); end
  def check2; resize2(1); end
  private
  def secret_value; end
end
t(1) { 1.foo }
t(3) { 'str'.starts_with?('s') }
t(4) { Widget.new.color }
t(5) { Widget.new.resiz(1) }
t(6) { Widget.biuld }
t(7) { Widget.new.secret_valu }
t(8) { Widget.new.check }
t(9) { Widget.new.check2 }
t(10) { nil.lenght }
t(11) { [1, 2].frist }
t(12) { { a: 1 }.fetch_valuse(:a) }
t(13) { 'x'.upcasee }
t(14) { 5.times.mapp { } }
t(15) { :sym.to_proc2 }
t(16) { 1.2.rond }
t(17) { Widget.new.zzzzzz }
t(18) { [].frist }
t(19) { 'abc'.lenght }
t(20) { Widget.new.resize= 3 }
t(21) { begin; 1.foo; rescue NoMethodError => e; [e.message.lines.size, e.to_s.include?('Did you mean?')]; end }
t(22) { [1].each_slic(2) }
t(24) { Comparable.instance_method(:betweenn?) }
