"""gem5 backend support: reading gem5's stats.txt of any key-naming generation and rejecting
runs whose log shows an unimplemented or invalid instruction. (Running gem5 itself needs its
container, which these machines cannot pull; everything around the binary is here.)"""
