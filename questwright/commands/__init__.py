"""Sub-commands of the ``questwright`` command line, one module per group."""
