# Records what Ruby 3.1 gives for the number rules Psych's ScalarScanner
# uses, on the strings below:
#   ruby testdata/record.rb > testdata/expected.json   (from compiler/util/psychnum)
# to_i and to_f for the parts of a base 60 number, Integer() for an integer
# token once Psych removed its separators (nil where Integer raises), and
# Psych's own reading of base 60 scalars (Psych.load).
require 'json'
require 'psych'
parts = ['0', '1', '59', '1__0', '_1', '1_', '1.5_5', '1._5', '+1.5', '-.5', '12_3.4_5', '0.', '1..2', '+_1',
         '--1', '59.9_9', '0_1.5', '-1_0', '', '+', '.5', '007', '1_2_3']
ints = ['0', '-0', '+12', '0b101', '-0b11', '0B1', '0x1f', '+0x1F', '0X', '0x-1', '017', '-017', '08', '0',
        '123456789012345678901234567890', '-9223372036854775808', '0b', '00']
base60 = ['1:30', '-1:30', '1:30:15', '1:0:0:0', '190:20:30', '+1:30', '1_0:30']
base60f = ['1:30.5', '-1:30.5', '190:20:30.15', '1:30.', '1_0:3_0.2_5', '+1:0.5']
out = {
  'to_i' => parts.to_h { |s| [s, s.to_i.to_s] },
  'to_f' => parts.to_h { |s| [s, s.to_f] },
  'Integer' => ints.to_h { |s| [s, (Integer(s).to_s rescue nil)] },
  'base60' => base60.to_h { |s| [s, Psych.load(s).to_s] },
  'base60f' => base60f.to_h { |s| [s, Psych.load(s)] },
}
puts JSON.pretty_generate(out)
