# Whether a frozen receiver or the argument count is refused first, and when a method that changes
# its receiver only sometimes refuses a frozen one (DUP-5): Ruby's C methods decide one by one.
def t(l)
  r = yield
  puts "#{l}: #{r.inspect}"
rescue => e
  puts "#{l}: #{e.class}: #{e.message}"
end
t('pop frozen, too many') { [1].freeze.pop(1, 2) }
t('pop, too many') { [1].pop(1, 2) }
t('shift frozen, too many') { [1].freeze.shift(1, 2) }
t('slice! frozen, none') { [].freeze.slice! }
t('slice!, none') { [].slice! }
t('chomp! frozen, too many') { 'a'.freeze.chomp!(1, 2) }
t('delete frozen, absent') { [].freeze.delete(9) }
t('delete frozen, absent, block') { [1].freeze.delete(9) { :none } }
t('delete frozen, present') { [9].freeze.delete(9) }
t('push frozen, none') { [1].freeze.push }
t('concat frozen, none') { [].freeze.concat }
t('unshift frozen, none') { [].freeze.unshift }
t('Hash#delete frozen') { {}.freeze.delete(:a) }
t('delete_if frozen') { [1].freeze.delete_if { false } }
t('pop frozen') { [].freeze.pop }
t('pop frozen, 1') { [].freeze.pop(1) }
t('upcase! frozen, too many') { 'a'.freeze.upcase!(1, 2, 3) }
t('insert frozen, none') { [].freeze.insert }
t('store frozen, one') { {}.freeze.store(1) }
