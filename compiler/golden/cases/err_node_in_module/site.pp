include badmod
